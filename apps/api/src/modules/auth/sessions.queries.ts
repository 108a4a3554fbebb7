import { eq, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { endedSessions, users } from '../../db/schema/index.js';

/** Ends one session until its token would have expired anyway; expired entries are dropped on the way. */
export async function endSession(db: Db, userId: string, sessionId: string, expiresAt: Date): Promise<void> {
  await db.delete(endedSessions).where(lt(endedSessions.expiresAt, new Date()));
  await db.insert(endedSessions).values({ id: sessionId, userId, expiresAt }).onConflictDoNothing();
}

/** Ends every session of the user: every token carries the old version from now on. */
export async function endEverySession(db: Db, userId: string): Promise<void> {
  await db
    .update(users)
    .set({ tokenVersion: sql`${users.tokenVersion} + 1`, updatedAt: new Date() })
    .where(eq(users.id, userId));
}
