/**
 * Admins for tests: made straight in the database (as `pnpm admin:create` would), then signed in
 * through the real steps: /doLogin, the authenticator setup, a TOTP code. `signedInAdmin` answers an
 * admin that passed the second factor; `adminCall` sends admin calls with its token.
 */
import { doLogin, type Endpoint, getSecondFactorSetup, verifySecondFactor } from '@angelbridge/contracts';
import bcrypt from 'bcrypt';
import { authenticator } from 'otplib';
import { expect } from 'vitest';
import { users } from '../db/schema/index.js';
import { lastMailId, PASSWORD, uniqueEmail } from './accounts.js';
import type { TestApp } from './harness.js';
import { countryId } from './reference-ids.js';

export interface TestAdmin {
  token: string;
  userId: string;
  email: string;
}

/** An admin account with PASSWORD and no authenticator app yet (its first sign-in sets one up). */
export async function insertAdmin(
  t: TestApp,
  email = uniqueEmail('admin'),
): Promise<{ userId: string; email: string }> {
  const [row] = await t.db
    .insert(users)
    .values({
      userType: 'admin',
      firstName: 'Ada',
      lastName: 'Admin',
      email,
      emailVerified: true,
      // an admin has no public profile: discovery lists complete profiles only
      isProfileComplete: false,
      passwordHash: await bcrypt.hash(PASSWORD, 4),
      isdCode: '1',
      mobileNumber: '6135550000',
      countryId: await countryId(t.db, 'CA'),
    })
    .returning({ id: users.id });
  if (!row) throw new Error('admin not inserted');
  return { userId: row.id, email };
}

/** The code an authenticator app shows now for `secret`. */
export const totpNow = (secret: string) => authenticator.generate(secret);

/**
 * /doLogin as the admin: the second-factor token and the step it is for; `since`, the last mail before
 * it, to read the set-up code it mailed (`mailedSetupCode`).
 */
export async function adminPasswordStep(t: TestApp, email: string) {
  const since = await lastMailId(t);
  const login = await t.call(doLogin, { email, password: PASSWORD, auth_type: 'email' });
  expect(login.status, JSON.stringify(login.body)).toBe(200);
  return { token: login.body.token as string, step: login.body.second_factor as 'setup' | 'code', since };
}

/** The 6-digit code /doLogin mailed for a first set-up (the second proof besides the password). */
export async function mailedSetupCode(t: TestApp, email: string, since: number): Promise<string> {
  // an app started without a worker (queue tests) gets one just for this mail, so its other jobs still wait
  const worker = t.worker ? null : await t.startWorker();
  const mail = await t.mail.waitFor(email, { since }).finally(() => worker?.stop());
  const code = mail.text.match(/\b(\d{6})\b/)?.[1];
  if (!code) throw new Error(`No set-up code in the mail to ${email}: ${mail.text}`);
  return code;
}

/** An admin signed in with the password, then a first-time authenticator setup; with its secret. */
export async function adminWithSecret(t: TestApp): Promise<TestAdmin & { secret: string }> {
  const admin = await insertAdmin(t);
  const { token: stepToken, since } = await adminPasswordStep(t, admin.email);
  const emailCode = await mailedSetupCode(t, admin.email, since);
  const setup = await t.call(getSecondFactorSetup, { email_code: emailCode }, { token: stepToken });
  expect(setup.status, JSON.stringify(setup.body)).toBe(200);
  const secret = setup.body.secret as string;
  const verified = await t.call(verifySecondFactor, { code: totpNow(secret) }, { token: stepToken });
  expect(verified.status, JSON.stringify(verified.body)).toBe(200);
  return { ...admin, token: verified.body.token as string, secret };
}

/** An admin that has passed the second factor: a session token with a fresh admin session. */
export async function signedInAdmin(t: TestApp): Promise<TestAdmin> {
  const { secret: _secret, ...admin } = await adminWithSecret(t);
  return admin;
}

/** Sends calls as the given admin: `const call = adminCall(t, admin.token); await call(getAuditLog, {})`. */
export function adminCall(t: TestApp, token: string) {
  return (endpoint: Endpoint | string, body: object = {}) => t.call(endpoint, body, { token });
}
