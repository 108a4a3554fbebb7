import type { APIRequestContext } from '@playwright/test';
import { PASSWORD, uniqueEmail } from './accounts-support';
import { expect, test } from './fixtures';

// The sign-up form is long and the machine shared and busy.
test.setTimeout(120_000);

/** The path and fragment of the link in the newest sign-up mail to `email` (`/verify#token=…`). */
async function readLink(request: APIRequestContext, email: string): Promise<string> {
  let link = '';
  await expect
    .poll(
      async () => {
        const answer = await request.get('/dev/mailbox.json');
        const { messages } = (await answer.json()) as {
          messages: { to: string[]; subject: string; text: string }[];
        };
        const mail = messages.find(
          (m) => m.to.includes(email.toLowerCase()) && /sign-up code/.test(m.subject),
        );
        link = mail?.text.match(/\/verify#token=[A-Za-z0-9_-]+/)?.[0] ?? '';
        return link;
      },
      { message: `a link mailed to ${email}`, timeout: 15_000 },
    )
    .not.toBe('');
  return link;
}

test('a sign-up is verified by the link in the mail, without the code, and the link works once', async ({
  page,
}) => {
  const email = uniqueEmail('linked');
  await page.goto('/signup');
  await page.getByRole('link', { name: 'Get started as an investor' }).click();
  await expect(page.getByRole('combobox', { name: 'Country' })).toHaveValue(/Canada/);
  await page.getByLabel('First name').fill('Lin');
  await page.getByLabel('Last name').fill('Kedin');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Mobile number').fill('4165550123');
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(PASSWORD);
  await page.getByLabel('Confirm password').fill(PASSWORD);
  await page.getByRole('checkbox', { name: /I agree/ }).check();
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByRole('heading', { name: 'Verify your e-mail' })).toBeVisible();
  await expect(page.getByText(/The e-mail also has a link/)).toBeVisible();

  // the person opens the mail's link (in the same browser, as a click in a webmail would)
  const link = await readLink(page.request, email);
  await page.goto(link);
  await expect(page).toHaveURL('/signup?type=investor&stage=final');
  await expect(page.getByText('Registration successful')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Create Investor Profile' })).toBeVisible();

  // a second click on the same link: it is spent, and the page says what to do
  await page.goto(link);
  await expect(
    page.getByText('This link has expired or was already used. Please ask for a new code.'),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: 'Ask for a new code' })).toBeVisible();
});
