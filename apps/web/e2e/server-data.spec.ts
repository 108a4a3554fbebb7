import { expect, test } from './fixtures';

test.describe('pages fed by the API', () => {
  test('/term-condition shows the terms text from the CMS', async ({ page }) => {
    await page.goto('/term-condition');
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Terms');
    await expect(page.getByRole('alert')).toHaveCount(0);
    await expect(page.locator('main')).not.toBeEmpty();
  });

  test('sign-up starts with Canada (+1) in the country select', async ({ page }) => {
    await page.goto('/signup?type=entrepreneur&stage=initial');
    await expect(page.getByRole('heading', { name: 'Create your account' })).toBeVisible();
    const country = page.getByRole('combobox', { name: 'Country' });
    await expect(country).toHaveValue(/Canada/);
    await expect(country).toHaveValue(/\+1\b/);
  });
});
