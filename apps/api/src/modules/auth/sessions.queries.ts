import { eq, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { endedSessions, users } from '../../db/schema/index.js';

/** Ends one session until its token would have expired anyway; expired entries are dropped on the way. */
export async function endSession(db: Db, userId: string, sessionId: string, expiresAt: Date): Promise<void> {
  await db.delete(endedSessions).where(lt(endedSessions.expiresAt, new Date()));
  await db.insert(endedSessions).values({ id: sessionId, userId, expiresAt }).onConflictDoNothing();
}

/**
 * Uses a single-use token (a second-factor token's jti): listed as ended, so the token lookup refuses it
 * from now on. One statement: of two parallel uses, exactly one answers true.
 */
export async function useTokenOnce(
  db: Db,
  userId: string,
  tokenId: string,
  expiresAt: Date,
): Promise<boolean> {
  await db.delete(endedSessions).where(lt(endedSessions.expiresAt, new Date()));
  const rows = await db
    .insert(endedSessions)
    .values({ id: tokenId, userId, expiresAt })
    .onConflictDoNothing()
    .returning({ id: endedSessions.id });
  return rows.length === 1;
}

/** Ends every session of the user: every token carries the old version from now on. */
export async function endEverySession(db: Db, userId: string): Promise<void> {
  await db
    .update(users)
    .set({ tokenVersion: sql`${users.tokenVersion} + 1`, updatedAt: new Date() })
    .where(eq(users.id, userId));
}
