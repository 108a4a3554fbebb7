import { axeViolations } from './axe-support';
import { expect, test } from './fixtures';

test.describe('routing', () => {
  test('an unknown path shows the 404 page with a way home', async ({ page }) => {
    await page.goto('/no-such-page');
    await expect(page.getByRole('heading', { name: '404 PAGE NOT FOUND' })).toBeVisible();
    await page.getByRole('link', { name: 'Back to home' }).click();
    await expect(page).toHaveURL('/');
  });

  test('a guest opening /pitchlist lands on /login', async ({ page }) => {
    await page.goto('/pitchlist');
    await expect(page).toHaveURL('/login');
    await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  });

  test('paths match case-insensitively, so /PitchList is guarded too', async ({ page }) => {
    await page.goto('/PitchList');
    await expect(page).toHaveURL('/login');
  });

  test('the 404 page has no serious accessibility violations', async ({ page }) => {
    await page.goto('/no-such-page');
    await expect(page.getByRole('heading', { name: '404 PAGE NOT FOUND' })).toBeVisible();
    expect(await axeViolations(page, ['wcag2a', 'wcag2aa'])).toEqual([]);
  });

  test('on a narrow screen the navigation lives behind the burger', async ({ page }) => {
    await page.setViewportSize({ width: 1024, height: 800 });
    await page.goto('/');
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
    await page.getByRole('button', { name: 'Open navigation' }).click();
    await expect(page.getByText('Hi, Guest! Please log in to see your profile.')).toBeVisible();
    await page
      .getByRole('navigation', { name: 'Mobile' })
      .getByRole('link', { name: 'Invest', exact: true })
      .click();
    await expect(page).toHaveURL('/invest');
  });
});
