import { expectNoSeriousViolations } from './accounts-support';
import { signInAsAdmin } from './admin-support';
import { expect, test } from './fixtures';

test.describe('the admin console', () => {
  test('an admin signs in with a TOTP code, sees the dashboard and the audit log; no serious axe violation at 1280 and 390 px', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    await page.setViewportSize({ width: 1280, height: 900 });
    await signInAsAdmin(page, { fresh: true });
    const nav = page.getByRole('navigation', { name: 'Admin console' });
    await expect(page.getByText('Open reports')).toBeVisible();
    await expect(page.getByRole('table')).toContainText('Week of');
    await expectNoSeriousViolations(page);

    await nav.getByRole('link', { name: 'Audit log' }).click();
    await expect(page.getByRole('heading', { name: 'Audit log', level: 1 })).toBeVisible();
    await expect(page.getByRole('form', { name: 'Filter the audit log' })).toBeVisible();
    await expect(page.getByText(/No admin action matches|\d+ entr(y|ies)/)).toBeVisible();
    await expectNoSeriousViolations(page);

    await page.setViewportSize({ width: 390, height: 844 });
    await expectNoSeriousViolations(page);
    await nav.getByRole('link', { name: 'Dashboard' }).click();
    await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
    await expectNoSeriousViolations(page);

    // signing out ends the session: the console is gone
    await page.getByRole('button', { name: 'Sign out' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await page.goto('/admin/dashboard');
    await expect(page.getByRole('heading', { name: '404 PAGE NOT FOUND' })).toBeVisible();
  });

  test('a guest who opens /admin gets the not-found page, and the public pages load none of the console', async ({
    page,
  }) => {
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(request.url());
    });
    await page.goto('/');
    expect(scripts.filter((url) => /admin-console|dashboard-page|audit-log-page/.test(url))).toEqual([]);
    await page.goto('/admin');
    await expect(page.getByRole('heading', { name: '404 PAGE NOT FOUND' })).toBeVisible();
  });
});
