import { readFile } from 'node:fs/promises';
import {
  expectNoSeriousViolations,
  PASSWORD,
  registerCompleteInvestor,
  uniqueEmail,
} from './accounts-support';
import { expect, type Page, test } from './fixtures';

// Sign-up by the API, then a real browser through the account page, on a shared, busy machine.
test.setTimeout(120_000);

interface CaughtMail {
  to: string[];
  subject: string;
}

async function signIn(page: Page, email: string) {
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

test('a new investor downloads their data, deletes the account, and can no longer sign in', async ({
  page,
}) => {
  const email = uniqueEmail('leaving');
  await registerCompleteInvestor(page.request, email);
  await signIn(page, email);
  await expect(page.getByRole('button', { name: 'Account menu for Una Verified' })).toBeVisible();

  await page.goto('/profile/password');
  await expect(page.getByRole('heading', { name: 'Download my data' })).toBeVisible();
  await expectNoSeriousViolations(page);
  // on a phone both sections fit the width, and the dialog too
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(page.getByRole('heading', { name: 'Delete my account' })).toBeVisible();
  await page.getByRole('button', { name: 'Delete my account' }).click();
  await expect(page.getByRole('dialog', { name: 'Delete your account?' })).toBeVisible();
  await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await expectNoSeriousViolations(page);
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await page.setViewportSize({ width: 1280, height: 720 });

  // the data arrives as a JSON file holding the own profile and no password
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download my data' }).click();
  const file = await downloading;
  expect(file.suggestedFilename()).toMatch(/^angelbridge-my-data-\d{4}-\d{2}-\d{2}\.json$/);
  const text = await readFile(await file.path(), 'utf8');
  const data = JSON.parse(text);
  expect(data.profile.email).toBe(email);
  expect(data.profile.company_or_organization).toBe('Reset Capital');
  expect(text).not.toMatch(/password/i);
  await expect(page.getByText('Your data is ready.')).toBeVisible();

  // the danger zone names the consequences and wants the password
  await page.getByRole('button', { name: 'Delete my account' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
  await expect(dialog.getByRole('list', { name: 'What deleting your account does' })).toContainText(
    'cannot be undone',
  );
  await expectNoSeriousViolations(page);
  await dialog.getByLabel('Your password').fill('Wrong!pass1');
  await dialog.getByRole('button', { name: 'Delete my account' }).click();
  await expect(dialog.getByText('The password is not correct. Your account was not deleted.')).toBeVisible();
  await dialog.getByLabel('Your password').fill(PASSWORD);
  await dialog.getByRole('button', { name: 'Delete my account' }).click();

  // signed out with a goodbye, and the confirmation reaches the old address
  await expect(page).toHaveURL('/');
  await expect(page.getByText(/Your account was deleted\. Goodbye/)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Login' }).first()).toBeVisible();
  await expect
    .poll(
      async () => {
        const { messages } = (await (await page.request.get('/dev/mailbox.json')).json()) as {
          messages: CaughtMail[];
        };
        return messages.some(
          (m) => m.to.includes(email.toLowerCase()) && /account was deleted/.test(m.subject),
        );
      },
      { timeout: 15_000 },
    )
    .toBe(true);

  // the old credentials sign nobody in
  await signIn(page, email);
  await expect(page.getByText('Invalid email or password.').first()).toBeVisible();
  await expect(page).toHaveURL(/\/login/);
  await expect(page.getByRole('link', { name: 'Login' }).first()).toBeVisible();
});
