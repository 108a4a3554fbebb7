import { randomBytes } from 'node:crypto';
import type { Db } from '../../../db/client.js';
import { findAccountByEmail } from '../../auth/index.js';
import { insertAdmin, promoteToAdmin } from './accounts.queries.js';

export interface NewAdmin {
  email: string;
  /** bcrypt hash of the password; without one the account gets an unusable one until its link is used. */
  passwordHash?: string;
  firstName?: string;
  lastName?: string;
}

/**
 * Makes `email` an admin: a new account, or an existing user promoted. Either way the account has no
 * public profile (is_profile_complete false keeps it out of every list) and every token it held ends
 * (token_version bumped), so a promoted user signs in again, through the second factor.
 */
export async function createAdminAccount(
  db: Db,
  admin: NewAdmin,
  hashPassword: (password: string) => Promise<string>,
): Promise<{ userId: string; created: boolean }> {
  const email = admin.email.trim().toLowerCase();
  const passwordHash = admin.passwordHash ?? (await hashPassword(randomBytes(32).toString('base64url')));
  const existing = await findAccountByEmail(db, email);
  if (existing) {
    // a promoted user keeps their password unless one is given (they sign in again either way)
    await promoteToAdmin(db, existing.id, admin.passwordHash);
    return { userId: existing.id, created: false };
  }
  const userId = await insertAdmin(db, {
    email,
    firstName: admin.firstName ?? 'Admin',
    lastName: admin.lastName ?? email.split('@')[0] ?? '',
    passwordHash,
  });
  return { userId, created: true };
}
