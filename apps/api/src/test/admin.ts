/**
 * Admins for tests: made straight in the database (as `pnpm admin:create` would), then signed in.
 * `signedInAdmin` answers an admin that passed the second factor; `adminCall` sends admin calls with it.
 */
import { randomUUID } from 'node:crypto';
import type { Endpoint } from '@angelbridge/contracts';
import bcrypt from 'bcrypt';
import { adminSessions, users } from '../db/schema/index.js';
import { createTokens } from '../http/tokens.js';
import { PASSWORD, uniqueEmail } from './accounts.js';
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

/** An admin that has passed the second factor: a session token with a fresh admin session. */
export async function signedInAdmin(t: TestApp): Promise<TestAdmin> {
  const admin = await insertAdmin(t);
  const sessionId = randomUUID();
  await t.db.insert(adminSessions).values({ id: sessionId, userId: admin.userId });
  const token = createTokens(t.config.jwtSecret).sign({
    sub: admin.userId,
    kind: 'session',
    userType: 'admin',
    version: 0,
    sid: sessionId,
  });
  return { ...admin, token };
}

/** Sends calls as the given admin: `const call = adminCall(t, admin.token); await call(getAuditLog, {})`. */
export function adminCall(t: TestApp, token: string) {
  return (endpoint: Endpoint | string, body: object = {}) => t.call(endpoint, body, { token });
}
