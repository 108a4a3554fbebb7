import { expect, type Page } from '@playwright/test';
import { axeViolations, WCAG22_AA } from './axe-support';

/** Waits until nothing on the page is loading (skeletons, spinners marked busy). */
async function settled(page: Page) {
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0, { timeout: 20_000 });
}

/**
 * axe (WCAG 2.2 AA, serious and critical) on what the page shows now, at 1280 and 390 px, in the light
 * and the dark scheme; the page is left as it was found (1280 px, light).
 */
export async function expectAccessibleEverywhere(page: Page, state: string) {
  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', scheme);
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: 900 });
      await settled(page);
      expect(await axeViolations(page, WCAG22_AA), `${state}, ${scheme}, ${width} px`).toEqual([]);
    }
  }
  await page.emulateMedia({ colorScheme: 'light' });
  await page.setViewportSize({ width: 1280, height: 900 });
}

/** Commits from the pitch page's dialog (already open on the page), checking its summary first. */
export async function commitInDialog(
  page: Page,
  { amount, requiresLead, summary }: { amount: string; requiresLead: boolean; summary: string },
) {
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('textbox', { name: /^Amount/ }).fill(amount);
  if (requiresLead)
    await dialog.getByRole('checkbox', { name: 'Only if a lead investor is confirmed' }).check();
  await expect(dialog.getByText(summary)).toBeVisible();
  return dialog;
}
