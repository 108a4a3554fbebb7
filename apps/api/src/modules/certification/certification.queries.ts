import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { adminAuditLog, countries, investorCertifications, users } from '../../db/schema/index.js';

export interface CertificationRow {
  basis: string;
  countryId: string;
  countryName: string;
  signedAt: Date;
  expiresAt: Date;
}

const current = and(
  isNull(investorCertifications.replacedAt),
  sql`${investorCertifications.expiresAt} > now()`,
);

/** The investor's current certification (not replaced, not expired), with its country's name. */
export async function findCurrent(db: Db, investorId: string): Promise<CertificationRow | null> {
  const [row] = await db
    .select({
      basis: investorCertifications.basis,
      countryId: investorCertifications.countryId,
      countryName: countries.name,
      signedAt: investorCertifications.signedAt,
      expiresAt: investorCertifications.expiresAt,
    })
    .from(investorCertifications)
    .innerJoin(countries, eq(countries.id, investorCertifications.countryId))
    .where(and(eq(investorCertifications.investorId, investorId), current));
  return row ?? null;
}

/** The current certifications of these investors, by investor id (one query, whatever the count). */
export async function findCurrentOf(db: Db, investorIds: readonly string[]) {
  if (investorIds.length === 0) return new Map<string, Omit<CertificationRow, 'countryId' | 'countryName'>>();
  const rows = await db
    .select({
      investorId: investorCertifications.investorId,
      basis: investorCertifications.basis,
      signedAt: investorCertifications.signedAt,
      expiresAt: investorCertifications.expiresAt,
    })
    .from(investorCertifications)
    .where(and(inArray(investorCertifications.investorId, [...new Set(investorIds)]), current));
  return new Map(rows.map(({ investorId, ...rest }) => [investorId, rest]));
}

/**
 * The account's name, read under a row lock on the user: two certifications of one investor at once
 * then take turns, so the "one current row" index never sees both.
 */
export async function lockAccountName(tx: Db, investorId: string) {
  const [row] = await tx
    .select({ firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(eq(users.id, investorId))
    .for('update');
  return row ?? null;
}

export async function countryName(db: Db, countryId: string): Promise<string | null> {
  const [row] = await db.select({ name: countries.name }).from(countries).where(eq(countries.id, countryId));
  return row?.name ?? null;
}

export interface NewCertification {
  investorId: string;
  basis: string;
  countryId: string;
  signedName: string;
  statement: string;
  validMonths: number;
}

/** Marks the current row replaced and adds the new one, dated by the database's clock. */
export async function replaceCurrent(tx: Db, c: NewCertification) {
  await tx
    .update(investorCertifications)
    .set({ replacedAt: sql`now()` })
    .where(
      and(eq(investorCertifications.investorId, c.investorId), isNull(investorCertifications.replacedAt)),
    );
  const [row] = await tx
    .insert(investorCertifications)
    .values({
      investorId: c.investorId,
      basis: c.basis,
      countryId: c.countryId,
      signedName: c.signedName,
      statement: c.statement,
      expiresAt: sql`now() + make_interval(months => ${c.validMonths})`,
    })
    .returning({
      id: investorCertifications.id,
      signedAt: investorCertifications.signedAt,
      expiresAt: investorCertifications.expiresAt,
    });
  if (!row) throw new Error('certification not inserted');
  return row;
}

/**
 * The audit log's row of a certification, the investor as the actor. Written straight into the log's
 * table, as auth's second-factor audit does: the admin module (which owns the log) imports modules that
 * import this one.
 */
export async function insertAuditRow(
  tx: Db,
  row: { investorId: string; certificationId: string; after: unknown; requestId: string },
) {
  await tx.insert(adminAuditLog).values({
    adminId: row.investorId,
    action: 'certifyInvestor',
    targetType: 'user',
    targetId: row.investorId,
    reason: `Self-certification ${row.certificationId}`,
    after: row.after,
    requestId: row.requestId,
  });
}

/** Every certification the investor signed, oldest first, for "Download my data". */
export async function history(db: Db, investorId: string) {
  const rows = await db
    .select({
      basis: investorCertifications.basis,
      country: countries.name,
      signedName: investorCertifications.signedName,
      statement: investorCertifications.statement,
      signedAt: investorCertifications.signedAt,
      expiresAt: investorCertifications.expiresAt,
      replacedAt: investorCertifications.replacedAt,
    })
    .from(investorCertifications)
    .innerJoin(countries, eq(countries.id, investorCertifications.countryId))
    .where(eq(investorCertifications.investorId, investorId))
    .orderBy(investorCertifications.signedAt, investorCertifications.id);
  return rows;
}

/** The investor's certifications go with their account (the audit rows keep no name). */
export async function removeAll(tx: Db, investorId: string): Promise<void> {
  await tx.delete(investorCertifications).where(eq(investorCertifications.investorId, investorId));
}
