import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.js';
import { adminSecondFactors, users } from '../../../db/schema/index.js';

/**
 * Makes an existing account an admin's: no public profile, verified, its tokens ended (token_version
 * bumped); its password replaced only when one is given.
 */
export async function promoteToAdmin(
  db: Db,
  userId: string,
  passwordHash: string | undefined,
): Promise<void> {
  await db
    .update(users)
    .set({
      userType: 'admin',
      isProfileComplete: false,
      emailVerified: true,
      ...(passwordHash ? { passwordHash } : {}),
      tokenVersion: sql`${users.tokenVersion} + 1`,
      updatedAt: new Date(),
    })
    .where(eq(users.id, userId));
}

/** Stores a new admin account (verified, no public profile) and answers its id. */
export async function insertAdmin(
  db: Db,
  admin: { email: string; firstName: string; lastName: string; passwordHash: string },
): Promise<string> {
  const [row] = await db
    .insert(users)
    .values({
      userType: 'admin',
      firstName: admin.firstName,
      lastName: admin.lastName,
      email: admin.email,
      emailVerified: true,
      passwordHash: admin.passwordHash,
      isdCode: '',
      mobileNumber: '',
      isProfileComplete: false,
    })
    .returning({ id: users.id });
  if (!row) throw new Error('The admin account was not stored.');
  return row.id;
}

/**
 * Forgets the admin's authenticator (confirmed or pending) and answers what there was: 'confirmed',
 * 'pending' or 'none'.
 */
export async function forgetSecondFactor(tx: Db, userId: string): Promise<'confirmed' | 'pending' | 'none'> {
  const [removed] = await tx
    .delete(adminSecondFactors)
    .where(eq(adminSecondFactors.userId, userId))
    .returning({ confirmedAt: adminSecondFactors.confirmedAt });
  if (!removed) return 'none';
  return removed.confirmedAt ? 'confirmed' : 'pending';
}
