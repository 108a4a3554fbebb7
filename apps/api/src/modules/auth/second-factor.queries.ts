import { and, eq, isNull, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { adminSecondFactors } from '../../db/schema/index.js';

export interface SecondFactor {
  secret: string;
  confirmedAt: Date | null;
  lastStep: number | null;
}

export async function findSecondFactor(db: Db, userId: string): Promise<SecondFactor | null> {
  const [row] = await db
    .select({
      secret: adminSecondFactors.secret,
      confirmedAt: adminSecondFactors.confirmedAt,
      lastStep: adminSecondFactors.lastStep,
    })
    .from(adminSecondFactors)
    .where(eq(adminSecondFactors.userId, userId));
  return row ?? null;
}

/** Keeps the secret of a setup in progress; a confirmed one is never replaced here. Answers the kept secret. */
export async function keepPendingSecret(db: Db, userId: string, secret: string): Promise<string | null> {
  await db.insert(adminSecondFactors).values({ userId, secret }).onConflictDoNothing();
  const row = await findSecondFactor(db, userId);
  return row && !row.confirmedAt ? row.secret : null;
}

/**
 * Accepts a code's step: confirms the app on first use and remembers the step, only when the step is
 * later than the last one accepted (one statement, so two requests with the same code cannot both pass).
 */
export async function acceptStep(db: Db, userId: string, step: number): Promise<boolean> {
  const rows = await db
    .update(adminSecondFactors)
    .set({ lastStep: step, confirmedAt: sql`coalesce(${adminSecondFactors.confirmedAt}, now())` })
    .where(
      and(
        eq(adminSecondFactors.userId, userId),
        or(isNull(adminSecondFactors.lastStep), sql`${adminSecondFactors.lastStep} < ${step}`),
      ),
    )
    .returning({ userId: adminSecondFactors.userId });
  return rows.length === 1;
}
