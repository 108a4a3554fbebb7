import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.js';
import { users } from '../../../db/schema/index.js';
import { findAccountByEmail } from '../../auth/index.js';

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
    await db
      .update(users)
      .set({
        userType: 'admin',
        isProfileComplete: false,
        emailVerified: true,
        ...(admin.passwordHash ? { passwordHash } : {}),
        tokenVersion: sql`${users.tokenVersion} + 1`,
        updatedAt: new Date(),
      })
      .where(eq(users.id, existing.id));
    return { userId: existing.id, created: false };
  }
  const [row] = await db
    .insert(users)
    .values({
      userType: 'admin',
      firstName: admin.firstName ?? 'Admin',
      lastName: admin.lastName ?? email.split('@')[0] ?? '',
      email,
      emailVerified: true,
      passwordHash,
      isdCode: '',
      mobileNumber: '',
      isProfileComplete: false,
    })
    .returning({ id: users.id });
  if (!row) throw new Error('The admin account was not stored.');
  return { userId: row.id, created: true };
}
