import type { Locator } from '@playwright/test';
import { signInAsAdmin } from './admin-support';
import { DEMO_ENTREPRENEUR, settled, signInDemo } from './discovery-support';
import { expect, type Page, test } from './fixtures';

/**
 * Issue 31: on a 390 px phone the founder's Allow, Deny and Message buttons sat off-screen in a
 * sideways-scrolling table (Allow at x = 505), and the admin tables likewise. On a phone the rows are cards:
 * every action is on screen, and nothing scrolls sideways.
 */
test.setTimeout(180_000);

const WIDTH = 390;

test.beforeEach(async ({ page }) => {
  await page.setViewportSize({ width: WIDTH, height: 844 });
});

/** Every button and link of `rows` ends within the screen's width; the page is no wider than the screen. */
async function expectActionsOnScreen(page: Page, rows: Locator, what: string) {
  await expect(rows.first(), what).toBeVisible();
  const buttons = rows.locator('button, a[href]');
  const count = await buttons.count();
  expect(count, `${what}: some actions to check`).toBeGreaterThan(0);
  for (let i = 0; i < count; i++) {
    const button = buttons.nth(i);
    const box = await button.boundingBox();
    const name = (await button.getAttribute('aria-label')) ?? (await button.textContent());
    expect(box, `${what}: ${name} is laid out`).not.toBeNull();
    expect(box?.x ?? -1, `${what}: ${name} starts on screen`).toBeGreaterThanOrEqual(0);
    expect((box?.x ?? 0) + (box?.width ?? 0), `${what}: ${name} ends on screen`).toBeLessThanOrEqual(WIDTH);
  }
  const wide = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(wide, `${what}: no sideways scroll`).toBeLessThanOrEqual(WIDTH);
  // no row hides its actions in a scrolling box of its own either
  const scrolled = await rows.first().evaluate((row) => {
    for (let el: Element | null = row; el; el = el.parentElement)
      if (el.scrollWidth > el.clientWidth + 1 && getComputedStyle(el).overflowX !== 'visible') return true;
    return false;
  });
  expect(scrolled, `${what}: no sideways-scrolling box around the rows`).toBe(false);
}

test("the founder's contact requests: Allow, Deny, History and Message on screen", async ({
  page,
  request,
}) => {
  await signInDemo(page, request, DEMO_ENTREPRENEUR);
  await page.goto('/pitchrequest');
  await settled(page);
  const rows = page.getByTestId('contact-request-row');
  await expectActionsOnScreen(page, rows, '/pitchrequest');
  // the demo founder has a pending request: its Allow button is one of those checked
  await expect(rows.getByRole('button', { name: /^Allow / }).first()).toBeInViewport({ ratio: 1 });
});

test("the admin console's tables: each row's actions on screen", async ({ page }) => {
  await signInAsAdmin(page);
  const nav = page.getByRole('navigation', { name: 'Admin console' });
  const open = async (label: string) => {
    await nav.getByRole('link', { name: label }).click();
    await expect(page.getByRole('heading', { name: label, level: 1 })).toBeVisible();
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  };

  await open('Users');
  await expectActionsOnScreen(
    page,
    page
      .getByRole('main')
      .getByRole('row')
      .filter({ has: page.getByRole('link') }),
    'users',
  );

  await open('Pitches');
  await expectActionsOnScreen(
    page,
    page
      .getByRole('main')
      .getByRole('row')
      .filter({ has: page.getByRole('button') }),
    'pitches',
  );

  await open('Audit log');
  // the demo's audit log may still be empty; any row it has fits the screen
  await expect(page.getByText(/No admin action matches|\d+ entr(y|ies)/)).toBeVisible();
  const entries = page.getByRole('main').getByRole('table').getByRole('row');
  for (let i = 1; i < (await entries.count()); i++) {
    const box = await entries.nth(i).boundingBox();
    expect((box?.x ?? 0) + (box?.width ?? 0), 'audit log: a row fits the screen').toBeLessThanOrEqual(WIDTH);
  }
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(WIDTH);
});
