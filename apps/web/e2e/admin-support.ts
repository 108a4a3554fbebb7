import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { authenticator } from 'otplib';
import { expect, type Page } from './fixtures';

/** The demo's admin (seeded into every e2e database). */
export const DEMO_ADMIN = { email: 'admin@angelbridge.demo', password: 'Demo@1234' };

/**
 * The demo admin's authenticator secret, shared by the spec files of one run (each run starts from an
 * empty database, so the first sign-in sets the app up and writes it; later ones read it), with the
 * last code used: a code is good once, so the next sign-in waits for the app's next code.
 */
const store = join(tmpdir(), `angelbridge-e2e-admin-${process.env.E2E_PORT ?? 3100}.json`);
type Stored = { secret: string; lastCode: string; session?: Record<string, string> };
const load = (): Stored | null =>
  existsSync(store) ? (JSON.parse(readFileSync(store, 'utf8')) as Stored) : null;

/** The admin console's session keys in sessionStorage (lib/admin-session.ts). */
const SESSION_KEYS = ['admin_token', 'admin_user'];

/**
 * Opens the console as the demo admin, on the dashboard. A code is good once, so a second sign-in within
 * the same 30 s would wait for the next one: the session of an earlier sign-in of this run is taken up
 * again when the server still knows it (30 minutes idle); `fresh` signs in with password and code anyway.
 */
export async function signInAsAdmin(page: Page, { fresh = false } = {}) {
  const session = load()?.session;
  if (!fresh && session) {
    await page.goto('/login');
    await page.evaluate((items) => {
      for (const [key, value] of Object.entries(items)) sessionStorage.setItem(key, value);
    }, session);
    await page.goto('/admin');
    // Only the dashboard's figures say the server took the session: its heading shows before its first
    // call answers, and a session the server ended (the console test signs out) answers 401, which
    // signs the console out to the login page, or leaves a guest, to whom /admin does not exist. Wait for
    // one of the three: a fixed 15 s wait took a dashboard slow to load on a busy CPU for an ended
    // session, and the fresh sign-in after it waited up to 30 s more for the next authenticator code
    const figures = page.getByText('Open reports');
    const notFound = page.getByRole('heading', { name: /page not found/i, level: 1 });
    const signIn = page.getByRole('heading', { name: 'Sign in', level: 1 });
    await figures
      .or(notFound)
      .or(signIn)
      .waitFor({ timeout: 60_000 })
      .catch(() => undefined);
    if (await figures.isVisible()) return;
  }
  await signInWithCode(page);
}

/** Signs the demo admin in at /login with the password, then the TOTP step; ends on the dashboard. */
async function signInWithCode(page: Page) {
  await page.goto('/login');
  await page.getByRole('textbox', { name: 'Email' }).fill(DEMO_ADMIN.email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(DEMO_ADMIN.password);
  const mailsBefore = (await setUpMails(page))[0]?.id ?? 0;
  await page.getByRole('button', { name: 'Sign in' }).click();
  const setup = page.getByRole('heading', { name: 'Set up two-step sign-in' });
  const code = page.getByRole('heading', { name: 'Two-step sign-in' });
  await expect(setup.or(code)).toBeVisible();
  let secret: string;
  let lastCode = '';
  if (await setup.isVisible()) {
    // the set-up key shows only against the code this sign-in e-mailed (a mail newer than the click)
    await page
      .getByRole('textbox', { name: 'Code from the e-mail' })
      .fill(await setUpCode(page, mailsBefore));
    await page.getByRole('button', { name: 'Show the set-up key' }).click();
    await expect(page.getByTestId('totp-secret')).toBeVisible();
    secret = ((await page.getByTestId('totp-secret').textContent()) ?? '').trim();
    expect(secret).toMatch(/^[A-Z2-7]+$/);
  } else {
    const stored = load();
    if (!stored) throw new Error('The demo admin was set up by a run whose secret is gone.');
    secret = stored.secret;
    lastCode = stored.lastCode;
  }
  // a code is good once: wait for the app's next one when this one was used
  await expect.poll(() => authenticator.generate(secret), { timeout: 35_000 }).not.toBe(lastCode);
  const now = authenticator.generate(secret);
  writeFileSync(store, JSON.stringify({ secret, lastCode: now }));
  await page.getByRole('textbox', { name: /Authentication code/ }).fill(now);
  await page.getByRole('button', { name: /Confirm and sign in|Verify/ }).click();
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
  const session = await page.evaluate(
    (keys) => Object.fromEntries(keys.map((key) => [key, sessionStorage.getItem(key) ?? ''])),
    SESSION_KEYS,
  );
  writeFileSync(store, JSON.stringify({ secret, lastCode: now, session }));
}

/** The set-up mails the demo admin's sign-ins sent, newest first, from the dev mailbox. */
async function setUpMails(page: Page): Promise<{ id: number; text: string }[]> {
  const answer = await page.request.get('/dev/mailbox.json');
  const { messages } = (await answer.json()) as {
    messages: { id: number; to: string[]; subject: string; text: string }[];
  };
  return messages.filter((m) => m.to.includes(DEMO_ADMIN.email) && /set up two-step sign-in/.test(m.subject));
}

/** The 6-digit code of a set-up mail newer than id `before`: this sign-in's (an older one is void). */
async function setUpCode(page: Page, before: number): Promise<string> {
  let code = '';
  await expect
    .poll(
      async () => {
        const mails = await setUpMails(page);
        const mail = mails[0] && mails[0].id > before ? mails[0] : undefined;
        code = mail?.text.match(/\b(\d{6})\b/)?.[1] ?? '';
        return code;
      },
      { message: 'the set-up code mailed to the demo admin', timeout: 30_000 },
    )
    .not.toBe('');
  return code;
}
