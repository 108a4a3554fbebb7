import {
  choose,
  enterCode,
  expectNoSeriousViolations,
  PASSWORD,
  PNG,
  readCode,
  registerCompleteInvestor,
  registerUnverified,
  toggleChip,
  uniqueEmail,
} from './accounts-support';
import { expect, type Page, test } from './fixtures';

// Sign-up journeys fill long forms on a shared, busy machine.
test.setTimeout(120_000);

async function signUpInitial(page: Page, role: 'entrepreneur' | 'investor', email: string) {
  await page.goto('/signup');
  await page.getByRole('link', { name: `Get started as an ${role}` }).click();
  await expect(page.getByRole('heading', { name: 'Create your account' })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Country' })).toHaveValue(/Canada/);
  await page.getByLabel('First name').fill('Ada');
  await page.getByLabel('Last name').fill(role === 'investor' ? 'Investor' : 'Founder');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Mobile number').fill('4165550123');
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(PASSWORD);
  await page.getByLabel('Confirm password').fill(PASSWORD);
  const next = page.getByRole('button', { name: 'Next' });
  await expect(next).toBeDisabled();
  await page.getByRole('checkbox', { name: /I agree/ }).check();
  await next.click();
  await expect(page.getByText('E-mail OTP sent.')).toBeVisible();
  await expect(page).toHaveURL(`/signup?type=${role}&stage=verify`);
  // not registered until the e-mail is verified
  await expect(page.getByText('Registration successful')).toHaveCount(0);
}

async function verifyEmail(page: Page, email: string, role: string) {
  await expect(page.getByRole('heading', { name: 'Verify your e-mail' })).toBeVisible();
  const code = await readCode(page.request, email, /sign-up code/);
  const proceed = page.getByRole('button', { name: 'Continue' });
  await expect(proceed).toBeDisabled();
  await enterCode(page, code);
  await proceed.click();
  await expect(page).toHaveURL(`/signup?type=${role}&stage=final`);
  await expect(page.getByText('Registration successful')).toBeVisible();
}

async function chooseLocation(page: Page) {
  await choose(page, 'Country', /Canada/);
  await choose(page, 'State', 'Ontario');
  await choose(page, 'City', 'Toronto');
}

async function expectSignedIn(page: Page, fullName: string) {
  await expect(page).toHaveURL('/');
  await expect(page.getByRole('button', { name: `Account menu for ${fullName}` })).toBeVisible();
}

async function signOut(page: Page, fullName: string) {
  await page.getByRole('button', { name: `Account menu for ${fullName}` }).click();
  await page.getByRole('menuitem', { name: 'Sign Out' }).click();
  await expect(page).toHaveURL('/');
  await expect(page.getByRole('link', { name: 'Login' }).first()).toBeVisible();
}

async function signIn(page: Page, email: string, password = PASSWORD) {
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

test.describe('accounts', () => {
  test('an entrepreneur signs up with the mailed code, completes the profile, signs out and in', async ({
    page,
  }) => {
    const email = uniqueEmail('founder');
    await signUpInitial(page, 'entrepreneur', email);
    await verifyEmail(page, email, 'entrepreneur');

    await expect(page.getByRole('heading', { name: 'Create Entrepreneur Profile' })).toBeVisible();
    await expect(page.getByRole('checkbox', { name: 'Fintech' })).toBeAttached();
    await expectNoSeriousViolations(page);
    await page.locator('input[type="file"]').setInputFiles(PNG);
    await expect(page.getByRole('img', { name: 'Profile picture preview' })).toBeVisible();
    await chooseLocation(page);
    await page.getByLabel('LinkedIn profile').fill('https://www.linkedin.com/in/ada-founder');
    await choose(page, 'Archetype', 'Visionary');
    await choose(page, 'Professional experience', '7 years');
    await page.getByLabel('Achievements and certifications').fill('PMP, two exits');
    await choose(page, 'Skills', 'Marketing');
    await page.getByLabel('Add a custom skill').fill('Storytelling');
    await page.getByRole('button', { name: 'Add', exact: true }).click();
    await expect(page.getByRole('listitem').filter({ hasText: 'Storytelling' })).toBeVisible();
    await choose(page, 'Type of business', 'Other');
    await page.getByLabel('Your type of business').fill('Studio');
    await choose(page, 'Alma mater', 'McGill University');
    await toggleChip(page, 'Desired project', 'Fintech');
    await page.getByLabel('What you hope to achieve').fill('Launch a fintech product.');
    await page
      .getByRole('textbox', { name: 'Bio', exact: true })
      .fill('Founder building tools for small lenders.');
    await page.getByRole('button', { name: 'Submit' }).click();

    await expectSignedIn(page, 'Ada Founder');
    await signOut(page, 'Ada Founder');
    await signIn(page, email);
    await expect(page.getByText('Login success!')).toBeVisible();
    await expectSignedIn(page, 'Ada Founder');
  });

  test('an investor signs up with the mailed code, completes the profile, signs out and in', async ({
    page,
  }) => {
    const email = uniqueEmail('investor');
    await signUpInitial(page, 'investor', email);
    await verifyEmail(page, email, 'investor');

    await expect(page.getByRole('heading', { name: 'Create Investor Profile' })).toBeVisible();
    await page
      .getByRole('textbox', { name: 'Bio', exact: true })
      .fill('Angel investor in climate and fintech.');
    await page.getByLabel('Company name').fill('Lovelace Ventures');
    await page.getByLabel('Minimum investment').fill('50000');
    await page.getByLabel('Maximum investment').fill('5000');
    await chooseLocation(page);
    await toggleChip(page, 'Desired projects', 'Clean Energy');
    await toggleChip(page, 'Expertise', 'Fintech');
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(
      page.getByText('Minimum investment cannot be greater than maximum investment.'),
    ).toBeVisible();
    await page.getByLabel('Maximum investment').fill('250000');
    await page.getByRole('button', { name: 'Submit' }).click();

    await expectSignedIn(page, 'Ada Investor');
    await signOut(page, 'Ada Investor');
    await signIn(page, email);
    await expectSignedIn(page, 'Ada Investor');
  });

  test('a forgotten password is reset with the mailed code and the new one signs in', async ({
    page,
    request,
  }) => {
    const email = uniqueEmail('forgetful');
    await registerCompleteInvestor(request, email);
    const newPassword = 'N3w!password';

    await page.goto('/login');
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    const proceed = page.getByRole('button', { name: 'Continue' });
    await expect(proceed).toBeDisabled();
    await page.getByLabel('Email').fill(email);
    await proceed.click();
    await expect(page).toHaveURL(`/otp?email=${encodeURIComponent(email)}`);

    const code = await readCode(request, email, /password reset code/);
    await enterCode(page, code);
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page).toHaveURL('/changepassword');

    await page.getByLabel('New password').fill('short');
    await page.getByLabel('Confirm password').fill('short');
    await page.getByRole('button', { name: 'Reset password' }).click();
    await expect(page.getByText('Password must be at least 8 characters long')).toBeVisible();
    await page.getByLabel('New password').fill(newPassword);
    await page.getByLabel('Confirm password').fill(newPassword);
    await page.getByRole('button', { name: 'Reset password' }).click();
    await expect(page).toHaveURL('/successpassword');
    await page.getByRole('link', { name: 'Sign in' }).click();

    await signIn(page, email, PASSWORD);
    await expect(page.getByText('Invalid email or password.')).toBeVisible();
    await signIn(page, email, newPassword);
    await expect(page.getByText('Login success!')).toBeVisible();
    await expect(page).toHaveURL('/');
  });

  test('a login with an unverified account lands on the verify stage, where the mailed code finishes it', async ({
    page,
    request,
  }) => {
    const email = uniqueEmail('unverified');
    await registerUnverified(request, email);
    await signIn(page, email);
    await expect(page).toHaveURL('/signup?type=investor&stage=verify');
    await expect(page.getByRole('heading', { name: 'Verify your e-mail' })).toBeVisible();
    await expect(page.getByText(email)).toBeVisible();
    // The sign-up mail's code is still good; a resend inside the minute is refused by the server.
    const code = await readCode(request, email, /sign-up code/);
    await enterCode(page, code);
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page).toHaveURL('/signup?type=investor&stage=final');
    await expect(page.getByRole('heading', { name: 'Create Investor Profile' })).toBeVisible();
  });

  for (const [name, path, heading] of [
    ['login', '/login', 'Sign in'],
    ['role choice', '/signup', 'Join AngelBridge'],
    ['sign-up form', '/signup?type=investor&stage=initial', 'Create your account'],
    ['forgot password', '/forgotpassword', 'Forgot password'],
  ] as const) {
    test(`the ${name} page has no serious accessibility violations`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { name: heading, level: 1 })).toBeVisible();
      await expectNoSeriousViolations(page);
    });
  }
});
