import {
  enterCode,
  expectNoSeriousViolations,
  PASSWORD,
  PNG,
  readCode,
  registerCompleteInvestor,
  uniqueEmail,
} from './accounts-support';
import { expect, test } from './fixtures';

test.setTimeout(120_000);

test.describe('accounts, signed in', () => {
  test('an investor edits the profile, confirms a new e-mail with its code and changes the password', async ({
    page,
    request,
  }) => {
    const email = uniqueEmail('editor');
    const newEmail = uniqueEmail('edited');
    const newPassword = 'Chang3d!pass';
    await registerCompleteInvestor(request, email);

    await page.goto('/login');
    await page.getByLabel('Email').fill(email);
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL('/');

    // The other kind's profile page sends an investor to their own.
    await page.goto('/profile-entrepreneur');
    await expect(page).toHaveURL('/profile-investor');
    const company = page.getByLabel('Company name');
    await expect(company).toHaveValue('Reset Capital');
    await expectNoSeriousViolations(page);

    await company.fill('Reset Capital II');
    await page.getByLabel('Email').fill(newEmail);
    await page.locator('input[type="file"]').setInputFiles(PNG);
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByText('Enter the code sent to your new e-mail to confirm it.')).toBeVisible();

    const dialog = page.getByRole('dialog', { name: 'Verify your e-mail' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Verify' })).toBeDisabled();
    await expect(dialog.getByText(/Resend OTP in/)).toBeVisible();
    const code = await readCode(request, newEmail, /new e-mail address/);
    await enterCode(page, code);
    await dialog.getByRole('button', { name: 'Verify' }).click();
    await expect(page.getByText('E-mail updated.')).toBeVisible();
    await expect(dialog).toBeHidden();

    await page.reload();
    await expect(page.getByLabel('Company name')).toHaveValue('Reset Capital II');
    await expect(page.getByLabel('Email')).toHaveValue(newEmail);

    // the profile page links its password page
    await page.getByRole('main').getByRole('link', { name: 'Change password' }).click();
    await expect(page).toHaveURL('/profile/password');
    await expect(page.getByRole('heading', { name: 'Change password' })).toBeVisible();
    await expectNoSeriousViolations(page);
    await page.getByRole('textbox', { name: 'Current password', exact: true }).fill('Wr0ng!pass');
    await page.getByRole('textbox', { name: 'New password', exact: true }).fill(newPassword);
    await page.getByRole('textbox', { name: 'Confirm new password', exact: true }).fill(newPassword);
    await page.getByRole('button', { name: 'Change password' }).click();
    await expect(page.getByText('Current password is incorrect.')).toBeVisible();
    await page.getByRole('textbox', { name: 'Current password', exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Change password' }).click();
    await expect(page.getByText('Password changed')).toBeVisible();

    // The session carries on with the fresh token the change handed out.
    await page.goto('/profile-investor');
    await expect(page.getByLabel('Company name')).toHaveValue('Reset Capital II');

    // 'Sign out everywhere' asks first, then ends this session and every other
    await page.goto('/profile/password');
    await page.getByRole('button', { name: 'Sign out everywhere' }).click();
    const confirm = page.getByRole('dialog', { name: 'Sign out everywhere?' });
    await confirm.getByRole('button', { name: 'Sign out everywhere' }).click();
    await expect(page).toHaveURL('/login');
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
  });
});
