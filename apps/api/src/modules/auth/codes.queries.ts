import type { OtpPurpose } from '@angelbridge/contracts';
import { and, desc, eq, gt, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { oneTimeCodes } from '../../db/schema/index.js';

export interface CodeRow {
  id: string;
  codeHash: string;
  attempts: number;
  expiresAt: Date;
}

/** The code a person may still enter: the newest one of that purpose not used or replaced yet. */
export async function findLiveCode(db: Db, userId: string, purpose: OtpPurpose): Promise<CodeRow | null> {
  const [row] = await db
    .select({
      id: oneTimeCodes.id,
      codeHash: oneTimeCodes.codeHash,
      attempts: oneTimeCodes.attempts,
      expiresAt: oneTimeCodes.expiresAt,
    })
    .from(oneTimeCodes)
    .where(
      and(eq(oneTimeCodes.userId, userId), eq(oneTimeCodes.purpose, purpose), isNull(oneTimeCodes.usedAt)),
    )
    .orderBy(desc(oneTimeCodes.createdAt))
    .limit(1);
  return row ?? null;
}

/** A new code replaces every earlier one of the same purpose (and its link), so only the newest works. */
export async function replaceCode(
  db: Db,
  code: {
    userId: string;
    purpose: OtpPurpose;
    codeHash: string;
    linkHash: string | null;
    createdAt: Date;
    expiresAt: Date;
  },
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .update(oneTimeCodes)
      .set({ usedAt: code.createdAt })
      .where(
        and(
          eq(oneTimeCodes.userId, code.userId),
          eq(oneTimeCodes.purpose, code.purpose),
          isNull(oneTimeCodes.usedAt),
        ),
      );
    await tx.insert(oneTimeCodes).values(code);
  });
}

/** Counts a wrong try; the answer is the new count, or null when the code was already void or used. */
export async function countWrongTry(db: Db, id: string, maxAttempts: number): Promise<number | null> {
  const [row] = await db
    .update(oneTimeCodes)
    .set({ attempts: sql`${oneTimeCodes.attempts} + 1` })
    .where(and(eq(oneTimeCodes.id, id), isNull(oneTimeCodes.usedAt), lt(oneTimeCodes.attempts, maxAttempts)))
    .returning({ attempts: oneTimeCodes.attempts });
  return row?.attempts ?? null;
}

/** Marks the code used; false when another request used it first (a code works once). */
export async function useCode(db: Db, id: string, maxAttempts: number, at: Date): Promise<boolean> {
  const rows = await db
    .update(oneTimeCodes)
    .set({ usedAt: at })
    .where(and(eq(oneTimeCodes.id, id), isNull(oneTimeCodes.usedAt), lt(oneTimeCodes.attempts, maxAttempts)))
    .returning({ id: oneTimeCodes.id });
  return rows.length === 1;
}

/** replaceCode's transaction for an account that does not exist: the same round trips, no row touched. */
export async function replaceCodeOfNobody(db: Db, purpose: OtpPurpose): Promise<void> {
  const nobody = '00000000-0000-0000-0000-000000000000';
  await db.transaction(async (tx) => {
    await tx
      .update(oneTimeCodes)
      .set({ usedAt: new Date() })
      .where(
        and(eq(oneTimeCodes.userId, nobody), eq(oneTimeCodes.purpose, purpose), isNull(oneTimeCodes.usedAt)),
      );
    await tx.update(oneTimeCodes).set({ attempts: 0 }).where(eq(oneTimeCodes.userId, nobody));
  });
}

/**
 * Uses the code whose link carries `linkHash`, in one statement (two clicks cannot both win): still
 * unused, unexpired and of a purpose with links. Wrong codes do not void a link, so attempts are not
 * looked at. Answers the account and purpose, or null.
 */
export async function useLink(
  db: Db,
  linkHash: string,
  purposes: readonly OtpPurpose[],
  at: Date,
): Promise<{ userId: string; purpose: OtpPurpose } | null> {
  const [row] = await db
    .update(oneTimeCodes)
    .set({ usedAt: at })
    .where(
      and(
        eq(oneTimeCodes.linkHash, linkHash),
        isNull(oneTimeCodes.usedAt),
        gt(oneTimeCodes.expiresAt, at),
        inArray(oneTimeCodes.purpose, [...purposes]),
      ),
    )
    .returning({ userId: oneTimeCodes.userId, purpose: oneTimeCodes.purpose });
  return row ?? null;
}
