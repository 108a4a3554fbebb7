import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client.js';

/** The closing commitments of a pitch that have no agreement awaiting or completed. */
export async function commitmentsNeedingAgreements(db: Db, pitchId: string): Promise<string[]> {
  const rows = await queryRows<{ id: string }>(
    db,
    sql`select c.id from commitments c
        where c.pitch_id = ${pitchId} and c.status = 'closing'
          and not exists (select 1 from agreements a where a.commitment_id = c.id and a.status <> 'voided')
        order by c.created_at, c.id`,
  );
  return rows.map((r) => r.id);
}

export interface CommitmentFacts {
  id: string;
  pitch_id: string;
  investor_id: string;
  amount: number;
  status: string;
  investor_name: string;
  founder_id: string;
  name_of_pitch: string;
  /** The pitch's instrument now (terms saved for another one make no agreement). */
  instrument: string | null;
}

/** What an agreement is made from: the commitment, its investor's name and the pitch's owner. */
export async function commitmentFacts(
  db: Db,
  commitmentId: string,
  lock = false,
): Promise<CommitmentFacts | null> {
  const [row] = await queryRows<CommitmentFacts>(
    db,
    sql`select c.id, c.pitch_id, c.investor_id, c.amount::float8 as amount, c.status,
          u.first_name || ' ' || u.last_name as investor_name, p.owner_id as founder_id, p.name_of_pitch, p.instrument
        from commitments c
        join users u on u.id = c.investor_id
        join pitches p on p.id = c.pitch_id
        where c.id = ${commitmentId} ${lock ? sql`for share of c` : sql``}`,
  );
  return row ?? null;
}

export async function hasAgreementInForce(db: Db, commitmentId: string): Promise<boolean> {
  const rows = await queryRows(
    db,
    sql`select 1 from agreements where commitment_id = ${commitmentId} and status <> 'voided' limit 1`,
  );
  return rows.length > 0;
}

export interface NewAgreement {
  id: string;
  commitmentId: string;
  pitchId: string;
  investorId: string;
  founderId: string;
  termsVersion: number;
  fields: unknown;
  documentId: string;
}

export async function insertAgreement(tx: Db, a: NewAgreement): Promise<void> {
  await tx.execute(
    sql`insert into agreements (id, commitment_id, pitch_id, investor_id, founder_id, terms_version, fields, document_id)
        values (${a.id}, ${a.commitmentId}, ${a.pitchId}, ${a.investorId}, ${a.founderId}, ${a.termsVersion},
          ${JSON.stringify(a.fields)}::jsonb, ${a.documentId})`,
  );
}
