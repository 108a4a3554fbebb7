import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client.js';

/** A commitment as marking it funded needs it: its pitch's owner, and whether its agreement is completed. */
export interface FundableCommitment {
  id: string;
  pitch_id: string;
  investor_id: string;
  owner_id: string;
  name_of_pitch: string;
  amount: number;
  status: string;
  agreement_completed: boolean;
}

const fundable = (id: string) =>
  sql`select c.id, c.pitch_id, c.investor_id, p.owner_id, p.name_of_pitch, c.amount::float8 as amount, c.status,
        exists (select 1 from agreements a where a.commitment_id = c.id and a.status = 'completed')
          as agreement_completed
      from commitments c join pitches p on p.id = c.pitch_id where c.id = ${id}`;

export async function findFundable(db: Db, id: string): Promise<FundableCommitment | null> {
  const [row] = await queryRows<FundableCommitment>(db, fundable(id));
  return row ?? null;
}

/** The same, its commitment row locked until the transaction ends. */
export async function lockFundable(tx: Db, id: string): Promise<FundableCommitment | null> {
  const [row] = await queryRows<FundableCommitment>(tx, sql`${fundable(id)} for update of c`);
  return row ?? null;
}

/**
 * Locks the pitch's row: every marking of its round takes turns on it, so each one's sum counts the
 * ones before it, and the wizard's save (which locks the same row) sees the funded commitments.
 */
export async function lockPitchRow(tx: Db, pitchId: string): Promise<void> {
  await tx.execute(sql`select id from pitches where id = ${pitchId} for update`);
}

export async function setFunded(
  tx: Db,
  id: string,
  received: { amount_received: number; received_on: string },
): Promise<void> {
  await tx.execute(
    sql`update commitments set status = 'funded', amount_received = ${received.amount_received},
          received_on = ${received.received_on}::date, funded_at = now(), updated_at = now()
        where id = ${id}`,
  );
}

/**
 * funding_raised becomes the sum of the round's funded amounts, read in the marking's transaction, and is
 * marked as following them from now on (the wizard reads that mark).
 */
export async function sumFundedIntoPitch(tx: Db, pitchId: string): Promise<number> {
  const [row] = await queryRows<{ funding_raised: number }>(
    tx,
    sql`update pitches set updated_at = now(), funding_raised_from_commitments = true, funding_raised = (
          select coalesce(sum(c.amount_received), 0) from commitments c
          where c.pitch_id = ${pitchId} and c.status = 'funded')
        where id = ${pitchId} returning funding_raised::float8 as funding_raised`,
  );
  if (!row) throw new Error('pitch row vanished while its round was funded');
  return row.funding_raised;
}

export interface Recipient {
  email: string;
  first_name: string;
  /** Deleted or suspended: such an account is told nothing. */
  gone: boolean;
}

export async function findRecipient(db: Db, userId: string): Promise<Recipient | null> {
  const [row] = await queryRows<Recipient>(
    db,
    sql`select email, first_name, (deleted_at is not null or suspended_at is not null) as gone
        from users where id = ${userId}`,
  );
  return row ?? null;
}
