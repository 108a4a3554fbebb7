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
type Stored = { secret: string; lastCode: string };
const load = (): Stored | null =>
  existsSync(store) ? (JSON.parse(readFileSync(store, 'utf8')) as Stored) : null;

/** Signs the demo admin in at /login with the password, then the TOTP step; ends on the dashboard. */
export async function signInAsAdmin(page: Page) {
  await page.goto('/login');
  await page.getByRole('textbox', { name: 'Email' }).fill(DEMO_ADMIN.email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(DEMO_ADMIN.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  const setup = page.getByRole('heading', { name: 'Set up two-step sign-in' });
  const code = page.getByRole('heading', { name: 'Two-step sign-in' });
  await expect(setup.or(code)).toBeVisible();
  let secret: string;
  let lastCode = '';
  if (await setup.isVisible()) {
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
}
