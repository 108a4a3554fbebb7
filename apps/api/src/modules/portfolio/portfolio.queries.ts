import type { CommitmentStatus, PitchInstrument, StoredInstrumentTerms } from '@angelbridge/contracts';
import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client.js';

/**
 * An investor's investments: their commitments whose agreement is completed (funded or not). What the
 * agreement says (company, instrument, terms) is read from its fixed fields, as signed; the money from
 * the commitment. Read off `agreements_investor`, so the cost grows with the investor's agreements only.
 */
const investmentsOf = (investorId: string) =>
  sql`select a.id as agreement_id, c.id as commitment_id, c.pitch_id, p.name_of_pitch,
        a.fields->>'company_legal_name' as company_legal_name, a.fields->>'instrument' as instrument,
        a.fields->'instrument_terms' as instrument_terms, c.amount::float8 as amount,
        c.amount_received::float8 as amount_received, a.completed_at as signed_at,
        to_char(c.received_on, 'YYYY-MM-DD') as funded_on, c.status,
        -- the totals' amount and year: the money received when funded, else the committed amount
        coalesce(c.amount_received, c.amount) as counted,
        extract(year from coalesce(c.received_on, (a.completed_at at time zone 'UTC')::date))::int as year
      from agreements a join commitments c on c.id = a.commitment_id join pitches p on p.id = a.pitch_id
      where a.investor_id = ${investorId} and a.status = 'completed'`;

export interface InvestmentRow {
  agreement_id: string;
  commitment_id: string;
  pitch_id: string;
  name_of_pitch: string;
  company_legal_name: string;
  instrument: PitchInstrument;
  instrument_terms: StoredInstrumentTerms;
  amount: number;
  amount_received: number | null;
  signed_at: Date | string;
  funded_on: string | null;
  status: CommitmentStatus;
}

export async function investments(db: Db, investorId: string): Promise<InvestmentRow[]> {
  return queryRows<InvestmentRow>(
    db,
    sql`select i.* from (${investmentsOf(investorId)}) i order by i.signed_at desc, i.agreement_id`,
  );
}

/** One line of the totals: by instrument (year null), by year (instrument null), by both, or overall. */
export interface TotalRow {
  instrument: PitchInstrument | null;
  year: number | null;
  amount: number;
  count: number;
  by_instrument: boolean;
  by_year: boolean;
}

/** Every total in one statement, summed by the database (grouping sets), never in floating point. */
export async function totals(db: Db, investorId: string): Promise<TotalRow[]> {
  return queryRows<TotalRow>(
    db,
    sql`select i.instrument, i.year, sum(i.counted)::float8 as amount, count(*)::int as count,
          grouping(i.instrument) = 0 as by_instrument, grouping(i.year) = 0 as by_year
        from (${investmentsOf(investorId)}) i
        group by grouping sets ((i.instrument), (i.year), (i.year, i.instrument), ())
        order by i.year nulls first, i.instrument nulls first`,
  );
}

/** A completed agreement's PDF, while `investorId` is its investor. */
export interface CompletedDocument {
  agreement_id: string;
  url: string;
  name_of_pitch: string;
  company_legal_name: string;
}

const completedDocuments = sql`select a.id as agreement_id, d.url, p.name_of_pitch,
    a.fields->>'company_legal_name' as company_legal_name
  from agreements a join agreement_documents d on d.id = a.completed_document_id
  join pitches p on p.id = a.pitch_id`;

export async function completedDocument(
  db: Db,
  agreementId: string,
  investorId: string,
): Promise<CompletedDocument | null> {
  const [row] = await queryRows<CompletedDocument>(
    db,
    sql`${completedDocuments} where a.id = ${agreementId} and a.investor_id = ${investorId}
          and a.status = 'completed'`,
  );
  return row ?? null;
}

export async function completedDocumentsOf(db: Db, investorId: string): Promise<CompletedDocument[]> {
  return queryRows<CompletedDocument>(
    db,
    sql`${completedDocuments} where a.investor_id = ${investorId} and a.status = 'completed'
        order by a.completed_at, a.id`,
  );
}

/** Whether the account is an investor still in good standing (a link re-checks it when served). */
export async function activeInvestor(db: Db, userId: string): Promise<boolean> {
  const rows = await queryRows(
    db,
    sql`select 1 from users where id = ${userId} and user_type = 'investor'
          and deleted_at is null and suspended_at is null`,
  );
  return rows.length > 0;
}
