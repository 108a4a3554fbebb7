import { registerCompleteInvestor, uniqueEmail } from './accounts-support';
import { axeViolations, WCAG22_AA } from './axe-support';
import { openSignedIn } from './contact-access-support';
import {
  DEMO_ENTREPRENEUR,
  DEMO_INVESTOR,
  fullPitches,
  listing,
  settled,
  signInDemo,
} from './discovery-support';
import { expect, type Page, test } from './fixtures';

/**
 * Issue 23: the pages pass axe not only on first load but in the states people reach: errors shown,
 * each dialog, drawer and menu open, at desktop and phone widths (WCAG 2.2 AA, serious and critical).
 */

// Accounts are made through the API and the machine is shared: generous, not tight.
test.setTimeout(120_000);

async function expectAccessible(page: Page, state: string) {
  // The state is named so a failure says which one broke.
  expect(await axeViolations(page, WCAG22_AA), state).toEqual([]);
}

/** Submitting an empty (or half-filled) form shows its errors: fields marked invalid, text under them. */
async function expectErrorsShown(page: Page) {
  await expect(page.locator('[aria-invalid="true"]').first()).toBeVisible();
}

/** The dialog's close button has a name, closes it, and the dialog is gone. */
async function closeDialog(page: Page, name: string) {
  const dialog = page.getByRole('dialog', { name });
  await dialog.getByRole('button', { name: /^Close/ }).click();
  await expect(dialog).toBeHidden();
}

for (const width of [1280, 390]) {
  test.describe(`at ${width} px`, () => {
    test.beforeEach(async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
    });

    test('forms with their errors shown: sign-up, contact and password', async ({ page, request }) => {
      await page.goto('/signup?type=investor&stage=initial');
      await expect(page.getByRole('heading', { name: 'Create your account' })).toBeVisible();
      await page.getByRole('checkbox', { name: /I agree/ }).check();
      await page.getByRole('button', { name: 'Next' }).click();
      await expectErrorsShown(page);
      await expectAccessible(page, 'sign-up form with errors');

      await page.goto('/contact-us-page');
      await page.getByRole('button', { name: 'Send message' }).click();
      await expectErrorsShown(page);
      await expectAccessible(page, 'contact form with errors');

      await signInDemo(page, request, DEMO_INVESTOR);
      await page.goto('/profile/password');
      await expect(page.getByRole('heading', { name: 'Change password' })).toBeVisible();
      await page.getByRole('button', { name: 'Change password' }).click();
      await expectErrorsShown(page);
      await expectAccessible(page, 'password page with errors');
    });

    test('the open account and Scout menus (desktop) or menu drawer (phone)', async ({ page, request }) => {
      await signInDemo(page, request, DEMO_INVESTOR);
      await page.goto('/');
      if (width > 1024) {
        await page.getByRole('button', { name: /^Account menu for / }).click();
        await expect(page.getByRole('menuitem', { name: 'Sign Out' })).toBeVisible();
        await expectAccessible(page, 'account menu open');
        await page.keyboard.press('Escape');
        await page.getByRole('button', { name: 'Scout' }).click();
        await expect(page.getByRole('menuitem').first()).toBeVisible();
        await expectAccessible(page, 'Scout menu open');
        return;
      }
      await page.getByRole('button', { name: 'Open navigation' }).click();
      await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible();
      await expectAccessible(page, 'menu drawer open');
      await closeDialog(page, 'Menu');
    });

    test("the founder's pitches with a draft, and the Allow, Deny and History dialogs", async ({
      page,
      request,
    }) => {
      await signInDemo(page, request, DEMO_ENTREPRENEUR);
      await page.goto('/pitchlist');
      // The demo founder owns a draft (README: demo accounts), shown with its ribbon.
      await expect(page.getByRole('article').filter({ hasText: 'Draft' }).first()).toBeVisible();
      await expectAccessible(page, 'pitch list with a draft');

      await page.goto('/pitchrequest');
      await settled(page);
      const rows = page.getByTestId('contact-request-row');
      await expect(rows.first()).toBeVisible();
      await expectAccessible(page, 'contact requests');
      // A pending row can be both allowed and denied.
      const pending = rows.filter({ hasText: 'Pending' }).first();
      for (const [button, dialog] of [
        [/^Allow /, 'Allow access'],
        [/^Deny /, 'Deny access'],
        [/^History of /, 'Request history'],
      ] as const) {
        await pending.getByRole('button', { name: button }).click();
        await expect(page.getByRole('dialog', { name: dialog })).toBeVisible();
        await settled(page);
        await expectAccessible(page, `${dialog} dialog open`);
        await closeDialog(page, dialog);
      }
    });

    test("an investor's pending request, the e-mail code dialog and the pending e-mail", async ({
      page,
      request,
    }) => {
      const email = uniqueEmail(`a11y${width}`);
      await registerCompleteInvestor(request, email);
      const pitchId = fullPitches(await listing(request))[0]?._id;
      expect(pitchId, 'the demo data lists a public pitch').toBeTruthy();

      await openSignedIn(page, request, email, `/project/${pitchId}?tab=5`);
      await page.getByRole('button', { name: 'Request access' }).click();
      await expect(page.getByRole('heading', { name: 'Request submitted' })).toBeVisible();
      await expect(page.getByRole('button', { name: 'Cancel' })).toBeVisible();
      await expectAccessible(page, 'pending request with Cancel');

      await page.goto('/profile-investor');
      await page.getByLabel('Email').fill(uniqueEmail(`a11y${width}new`));
      await page.getByRole('button', { name: 'Save changes' }).click();
      await expect(page.getByRole('dialog', { name: 'Verify your e-mail' })).toBeVisible();
      await expectAccessible(page, 'e-mail code dialog open');
      await closeDialog(page, 'Verify your e-mail');
      await expect(page.getByText('Waiting for your code')).toBeVisible();
      await expectAccessible(page, 'pending e-mail notice');
    });
  });
}
