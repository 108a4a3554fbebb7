import { type AccountType, ADMIN_IDLE_MINUTES } from '@angelbridge/contracts';
import { eq, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { type Bound, preparedStatement } from '../../db/prepared.js';
import { adminSessions, endedSessions, users } from '../../db/schema/index.js';
import type { TokenKind } from '../../http/tokens.js';

/** What sign-in and code calls need of an account; never leaves the API as is. */
export interface Account {
  id: string;
  userType: AccountType;
  email: string;
  firstName: string;
  lastName: string;
  photo: string | null;
  passwordHash: string;
  emailVerified: boolean;
  isProfileComplete: boolean;
  tokenVersion: number;
  countryId: string | null;
  isdCode: string;
  mobileNumber: string;
  pendingEmail: string | null;
  pendingIsdCode: string | null;
  pendingCountryId: string | null;
  pendingMobileNumber: string | null;
  /** Set while an admin has suspended the account (issue 21): sign-in is refused with the reason. */
  suspendedAt: Date | null;
  suspensionReason: string | null;
}

const accountColumns = {
  id: users.id,
  userType: users.userType,
  email: users.email,
  firstName: users.firstName,
  lastName: users.lastName,
  photo: users.photo,
  passwordHash: users.passwordHash,
  emailVerified: users.emailVerified,
  isProfileComplete: users.isProfileComplete,
  tokenVersion: users.tokenVersion,
  countryId: users.countryId,
  isdCode: users.isdCode,
  mobileNumber: users.mobileNumber,
  pendingEmail: users.pendingEmail,
  pendingIsdCode: users.pendingIsdCode,
  pendingCountryId: users.pendingCountryId,
  pendingMobileNumber: users.pendingMobileNumber,
  suspendedAt: users.suspendedAt,
  suspensionReason: users.suspensionReason,
};

/** E-mail addresses are unique whatever their case (the users_email_lower index). */
export const sameEmail = (email: string) => sql`lower(${users.email}) = lower(${email})`;

export async function findAccountByEmail(db: Db, email: string): Promise<Account | null> {
  const [row] = await db.select(accountColumns).from(users).where(sameEmail(email)).limit(1);
  return row ?? null;
}

export async function findAccountById(db: Db, id: string): Promise<Account | null> {
  const [row] = await db.select(accountColumns).from(users).where(eq(users.id, id)).limit(1);
  return row ?? null;
}

/**
 * The version every token of the user must carry; null when the user is gone or suspended (issue 21:
 * every token stops at once), the session ended, or
 * (for a completion token) the profile is already complete: completing it ends every completion token.
 * An admin's session also ends after ADMIN_IDLE_MINUTES without a call: the lookup that finds it fresh
 * counts as its activity (`admin_sessions.last_seen_at`, on the database's clock).
 */
export async function findTokenVersion(
  db: Db,
  id: string,
  sessionId?: string,
  kind?: TokenKind,
): Promise<number | null> {
  // every signed-in call asks this first: a prepared statement (of two texts, with or without a session)
  const [row] = sessionId
    ? await tokenVersionInSession(db, { id, sessionId })
    : await tokenVersion(db, { id });
  if (!row || row.ended) return null;
  if (row.user_type === 'admin' && sessionId && (kind === undefined || kind === 'session')) {
    if (!row.fresh) return null;
    await touchAdminSession(db, sessionId);
  }
  return kind === 'completion' && row.complete ? null : row.v;
}

interface TokenVersionRow {
  v: number;
  ended: boolean;
  complete: boolean;
  user_type: string;
  fresh: boolean;
}

const tokenVersionSql = (v: Bound<{ id: string }>, ended: SQL, fresh: SQL) =>
  sql`select ${users.tokenVersion} as v, ${ended} as ended, ${users.isProfileComplete} as complete,
        ${users.userType} as user_type, ${fresh} as fresh
      from ${users} where ${users.id} = ${v.id} and ${users.suspendedAt} is null limit 1`;

const tokenVersion = preparedStatement<TokenVersionRow, { id: string }>('token_version', (v) =>
  tokenVersionSql(v, sql`false`, sql`false`),
);

const tokenVersionInSession = preparedStatement<TokenVersionRow, { id: string; sessionId: string }>(
  'token_version',
  (v) =>
    tokenVersionSql(
      v,
      sql`exists (select 1 from ${endedSessions} where ${endedSessions.id} = ${v.sessionId})`,
      sql`exists (select 1 from ${adminSessions} where ${adminSessions.id} = ${v.sessionId}
        and ${adminSessions.userId} = ${users.id}
        and ${adminSessions.lastSeenAt} > now() - make_interval(mins => ${ADMIN_IDLE_MINUTES}))`,
    ),
);

/** Marks an admin session active now; written at most every 15 seconds per session. */
async function touchAdminSession(db: Db, sessionId: string): Promise<void> {
  await db
    .update(adminSessions)
    .set({ lastSeenAt: sql`now()` })
    .where(
      sql`${adminSessions.id} = ${sessionId} and ${adminSessions.lastSeenAt} < now() - interval '15 seconds'`,
    );
}

/** Opens an admin session (after the second factor); its token carries `sessionId` as its sid. */
export async function openAdminSession(db: Db, userId: string, sessionId: string): Promise<void> {
  await db
    .delete(adminSessions)
    .where(sql`${adminSessions.lastSeenAt} < now() - make_interval(mins => ${ADMIN_IDLE_MINUTES})`);
  await db.insert(adminSessions).values({ id: sessionId, userId });
}

export async function insertAccount(
  db: Db,
  account: {
    userType: AccountType;
    firstName: string;
    lastName: string;
    email: string;
    passwordHash: string;
    isdCode: string;
    mobileNumber: string;
    countryId: string;
  },
): Promise<string> {
  const [row] = await db.insert(users).values(account).returning({ id: users.id });
  if (!row) throw new Error('The new account was not stored.');
  return row.id;
}

/** Stores a new password and bumps token_version, which ends every token issued before. */
export async function replacePassword(db: Db, id: string, passwordHash: string): Promise<number> {
  const [row] = await db
    .update(users)
    .set({ passwordHash, tokenVersion: sql`${users.tokenVersion} + 1`, updatedAt: new Date() })
    .where(eq(users.id, id))
    .returning({ v: users.tokenVersion });
  if (!row) throw new Error('The account to update is gone.');
  return row.v;
}

export async function markEmailVerified(db: Db, id: string): Promise<void> {
  await db.update(users).set({ emailVerified: true, updatedAt: new Date() }).where(eq(users.id, id));
}
