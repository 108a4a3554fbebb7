import AxeBuilder from '@axe-core/playwright';
import { DEMO_ENTREPRENEUR, listing, settled, signInDemo } from './discovery-support';
import { expect, type Page, test } from './fixtures';
import { openChartedInsights } from './layout-support';

/**
 * Issue 23: with the system's dark scheme (and nothing chosen in the app), the pages that matter pass axe
 * (WCAG 2.2 AA, serious and critical), colour contrast above all: outline buttons, the Draft ribbon,
 * error text, charts' labels.
 */
test.setTimeout(120_000);

async function expectAccessibleInDark(page: Page, state: string) {
  await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'dark');
  await settled(page);
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .analyze();
  const found = results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
  expect(found, state).toEqual([]);
}

for (const width of [1280, 390]) {
  test.describe(`dark, at ${width} px`, () => {
    test.beforeEach(async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.emulateMedia({ colorScheme: 'dark' });
    });

    test('a guest: home, /invest, a pitch page, and the login form with its errors', async ({
      page,
      request,
    }) => {
      await page.goto('/');
      await expectAccessibleInDark(page, 'home');

      await page.goto('/invest');
      await expect(page.locator('section[aria-labelledby^="type-"]').first()).toBeVisible({
        timeout: 20_000,
      });
      await expectAccessibleInDark(page, '/invest');

      const pitch = (await listing(request)).investment_data[0]?.investments[0];
      expect(pitch, 'the demo lists pitches').toBeTruthy();
      await page.goto(`/project/${pitch?._id}`);
      await expect(page.getByRole('heading', { level: 1, name: pitch?.name_of_pitch })).toBeVisible();
      await expectAccessibleInDark(page, 'pitch page');

      await page.goto('/login');
      await page.getByRole('button', { name: 'Sign in' }).click();
      await expect(page.locator('[aria-invalid="true"]').first()).toBeVisible();
      await expectAccessibleInDark(page, 'login with errors');
      // a refused password shows the server's message too
      await page.getByRole('textbox', { name: 'Email' }).fill(DEMO_ENTREPRENEUR.email);
      await page.getByRole('textbox', { name: 'Password', exact: true }).fill('Wrong@1234');
      await page.getByRole('button', { name: 'Sign in' }).click();
      await expect(page.getByText('Invalid email or password.')).toBeVisible();
      await expectAccessibleInDark(page, 'login refused');
    });

    test("the founder: the pitch list with its Draft ribbon, the requests' Deny buttons, and insights", async ({
      page,
      request,
    }) => {
      await signInDemo(page, request, DEMO_ENTREPRENEUR);
      await page.goto('/pitchlist');
      await expect(page.getByRole('article').filter({ hasText: 'Draft' }).first()).toBeVisible();
      await expectAccessibleInDark(page, 'pitch list with a draft');

      await page.goto('/pitchrequest');
      await expect(page.getByTestId('contact-request-row').first()).toBeVisible();
      await expectAccessibleInDark(page, 'contact requests');
      // the red Deny dialog, opened on a pending request
      const pending = page.getByTestId('contact-request-row').filter({ hasText: 'Pending' }).first();
      await pending.getByRole('button', { name: /^Deny / }).click();
      const dialog = page.getByRole('dialog', { name: 'Deny access' });
      await expect(dialog).toBeVisible();
      await expectAccessibleInDark(page, 'Deny dialog open');
      await dialog.getByRole('button', { name: /^Close/ }).click();
      await expect(dialog).toBeHidden();

      await openChartedInsights(page);
      await expectAccessibleInDark(page, 'insights');
    });
  });
}
