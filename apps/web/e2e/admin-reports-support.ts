import { createHmac } from 'node:crypto';
import { type APIRequestContext, expect, type Page } from '@playwright/test';

const HEADERS = { 'x-api-key': 'e2e-api-key' };

/** The demo's admin (README): the demo password, then the authenticator app set up on first sign-in. */
export const DEMO_ADMIN = { email: 'admin@angelbridge.demo', password: 'Demo@1234' };

function base32Bytes(text: string): Buffer {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
  let bits = '';
  for (const char of text.replace(/=+$/, '').toUpperCase()) {
    const value = alphabet.indexOf(char);
    if (value < 0) throw new Error(`not base32: ${char}`);
    bits += value.toString(2).padStart(5, '0');
  }
  const bytes: number[] = [];
  for (let i = 0; i + 8 <= bits.length; i += 8) bytes.push(Number.parseInt(bits.slice(i, i + 8), 2));
  return Buffer.from(bytes);
}

/** The code an authenticator app shows now (RFC 6238: SHA-1, 30 seconds, 6 digits). */
export function totpNow(secret: string, at = Date.now()): string {
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(Math.floor(at / 30_000)));
  const mac = createHmac('sha1', base32Bytes(secret)).update(counter).digest();
  const offset = (mac[mac.length - 1] ?? 0) & 0x0f;
  const value = (mac.readUInt32BE(offset) & 0x7fffffff) % 1_000_000;
  return String(value).padStart(6, '0');
}

// Within one run (one server, one database) the secret is set up once; later journeys reuse it.
let demoAdminSecret: string | null = null;

/** /doLogin as the demo admin: the second-factor token and which step it is ('setup' or 'code'). */
async function passwordStep(request: APIRequestContext) {
  const login = await request.post('/api/doLogin', {
    headers: HEADERS,
    data: { ...DEMO_ADMIN, auth_type: 'email' },
  });
  expect(login.status(), await login.text()).toBe(200);
  return (await login.json()) as { token: string; second_factor?: string };
}

/**
 * The demo admin's authenticator secret, as its first sign-in hands it out (the same one until it is
 * confirmed): asked through the API, as the setup screen asks for it.
 */
export async function adminSecret(request: APIRequestContext): Promise<string> {
  if (demoAdminSecret) return demoAdminSecret;
  const { token, second_factor } = await passwordStep(request);
  expect(second_factor, 'the demo admin has not set up an authenticator app in this run yet').toBe('setup');
  const setup = await request.post('/api/getSecondFactorSetup', {
    headers: { ...HEADERS, Authorization: `Bearer ${token}` },
    data: {},
  });
  expect(setup.status(), await setup.text()).toBe(200);
  demoAdminSecret = ((await setup.json()) as { secret: string }).secret;
  return demoAdminSecret;
}

/**
 * The same two steps through the API (password, then the authenticator code), the session stored where
 * the console keeps it (this tab's sessionStorage): for journeys that are not about signing in.
 */
export async function openAdminSignedIn(page: Page, request: APIRequestContext, path: string) {
  const secret = await adminSecret(request);
  const { token } = await passwordStep(request);
  const verified = await request.post('/api/verifySecondFactor', {
    headers: { ...HEADERS, Authorization: `Bearer ${token}` },
    data: { code: totpNow(secret) },
  });
  expect(verified.status(), await verified.text()).toBe(200);
  const session = (await verified.json()) as { token: string; user_data: object };
  await page.goto('/404-blank-for-storage');
  await page.evaluate(
    ({ token, user }) => {
      sessionStorage.setItem('admin_token', token);
      sessionStorage.setItem('admin_user', JSON.stringify({ ...user, user_type: 'admin' }));
    },
    { token: session.token, user: session.user_data },
  );
  await page.goto(path);
}

/** The admin signs in at /login with the password, then the authenticator code, and lands in the console. */
export async function signInAdmin(page: Page, request: APIRequestContext): Promise<void> {
  const secret = await adminSecret(request);
  await page.goto('/login');
  await page.getByRole('textbox', { name: 'Email' }).fill(DEMO_ADMIN.email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(DEMO_ADMIN.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  const code = page.getByRole('textbox', { name: /code/i });
  await code.fill(totpNow(secret));
  await code.press('Enter');
  await expect(page).toHaveURL(/\/admin(\/|$)/, { timeout: 15_000 });
}
