import type { CommitmentStatus } from '@angelbridge/contracts';
import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client.js';
import { preparedStatement } from '../../db/prepared.js';
import { type CommitmentRow, commitmentColumns, LIVE, TAKEN } from './commitments.queries.js';

/** The round's sums, straight from the rows (convention 21): read in the transaction that changed them. */
export interface RoundSums {
  indicated: number;
  accepted: number;
  accepted_conditions_met: number;
  investors: number;
  accepted_investors: number;
  lead_name: string | null;
}

/**
 * A commitment's min_round_total and requires_lead, as SQL over `c`: the same rule as conditions.ts. The
 * `until` condition never decides this alone: before its day it holds, and after it the commitment either
 * lapsed or met the others in time (conditions.ts says why).
 */
export const conditionsMetSql = (acceptedTotal: ReturnType<typeof sql>, hasLead: ReturnType<typeof sql>) =>
  sql`(c.min_round_total is null or c.min_round_total <= ${acceptedTotal}) and (not c.requires_lead or ${hasLead})`;

/**
 * A round's sums: the founder's totals, and the figures every condition is judged by. Prepared (built once,
 * planned once per connection): the founder's page, the pitch page's round and a conditional commit read
 * it at every call.
 */
export async function roundSums(db: Db, pitchId: string): Promise<RoundSums> {
  const [row] = await roundSumsOf(db, { pitchId });
  if (!row) throw new Error('round sums not read');
  return row;
}

const roundSumsOf = preparedStatement<RoundSums, { pitchId: string }>(
  'round_sums',
  (v) => sql`with t as (
          select coalesce(sum(c.amount) filter (where c.status = 'indicated'), 0) as indicated,
            coalesce(sum(c.amount) filter (where c.status in ${TAKEN}), 0) as accepted,
            count(*) filter (where c.status in ${LIVE})::int as investors,
            count(*) filter (where c.status in ${TAKEN})::int as accepted_investors
          from commitments c where c.pitch_id = ${v.pitchId}),
        l as (
          select trim(u.first_name || ' ' || u.last_name) as lead_name from pitch_rounds r
          join users u on u.id = r.lead_investor_id where r.pitch_id = ${v.pitchId})
        select t.indicated::float8 as indicated, t.accepted::float8 as accepted, t.investors, t.accepted_investors,
          (select lead_name from l) as lead_name,
          (select coalesce(sum(c.amount), 0)::float8 from commitments c
            where c.pitch_id = ${v.pitchId} and c.status in ${TAKEN}
              and ${conditionsMetSql(sql`t.accepted`, sql`exists (select 1 from l)`)}) as accepted_conditions_met
        from t`,
);

export interface ListedCommitment extends CommitmentRow {
  first_name: string;
  last_name: string;
  company_or_organization: string | null;
  photo: string | null;
}

const investorColumns = sql`u.first_name, u.last_name, u.company_or_organization, u.photo`;

/** One page of a pitch's commitments, newest first (index commitments_pitch / commitments_pitch_status). */
export async function pitchCommitmentsPage(
  db: Db,
  pitchId: string,
  page: { status: CommitmentStatus | undefined; limit: number; offset: number },
) {
  const byStatus = page.status ? sql`and c.status = ${page.status}` : sql``;
  const [rows, counted] = await Promise.all([
    queryRows<ListedCommitment>(
      db,
      sql`select ${commitmentColumns}, ${investorColumns} from commitments c join users u on u.id = c.investor_id
          where c.pitch_id = ${pitchId} ${byStatus}
          order by c.created_at desc, c.id limit ${page.limit} offset ${page.offset}`,
    ),
    queryRows<{ n: number }>(
      db,
      sql`select count(*)::int as n from commitments c where c.pitch_id = ${pitchId} ${byStatus}`,
    ),
  ]);
  return { rows, total: counted[0]?.n ?? 0 };
}

/** One page of an investor's commitments, newest first, with each pitch's name and round state. */
export async function investorCommitmentsPage(
  db: Db,
  investorId: string,
  page: { limit: number; offset: number },
) {
  const [rows, counted] = await Promise.all([
    queryRows<ListedCommitment & { name_of_pitch: string; round_state: 'open' | 'closing' }>(
      db,
      sql`select ${commitmentColumns}, ${investorColumns}, p.name_of_pitch, coalesce(r.state, 'open') as round_state
          from commitments c join users u on u.id = c.investor_id join pitches p on p.id = c.pitch_id
          left join pitch_rounds r on r.pitch_id = c.pitch_id
          where c.investor_id = ${investorId}
          order by c.created_at desc, c.id limit ${page.limit} offset ${page.offset}`,
    ),
    queryRows<{ n: number }>(
      db,
      sql`select count(*)::int as n from commitments where investor_id = ${investorId}`,
    ),
  ]);
  return { rows, total: counted[0]?.n ?? 0 };
}

export async function listedCommitment(db: Db, id: string): Promise<ListedCommitment | null> {
  const [row] = await queryRows<ListedCommitment>(
    db,
    sql`select ${commitmentColumns}, ${investorColumns} from commitments c join users u on u.id = c.investor_id
        where c.id = ${id}`,
  );
  return row ?? null;
}

export interface HistoryRow {
  commitment_id: string;
  created_at: Date | string;
  event: string;
  actor: string;
  amount: number;
  min_round_total: number | null;
  requires_lead: boolean;
  until: string | null;
  status: string;
  note: string | null;
  reason: string | null;
}

/** A history row's columns as HistoryRow reads them, over `h`. */
export const historyColumns = sql`h.commitment_id, h.created_at, h.event, h.actor, h.amount::float8 as amount,
  h.min_round_total::float8 as min_round_total, h.requires_lead, to_char(h.until, 'YYYY-MM-DD') as until,
  h.status, h.note, h.reason, h.id`;

/** The newest `perCommitment` history rows of each commitment, oldest first. */
export async function historiesOf(db: Db, ids: readonly string[], perCommitment: number) {
  if (ids.length === 0) return new Map<string, HistoryRow[]>();
  // each commitment's newest rows straight off the index (commitment_history_commitment), oldest first
  const rows = await queryRows<HistoryRow>(
    db,
    sql`select h.* from unnest(${`{${ids.join(',')}}`}::uuid[]) as i(id)
        cross join lateral (
          select ${historyColumns}
          from commitment_history h where h.commitment_id = i.id order by h.id desc limit ${perCommitment}) h
        order by h.commitment_id, h.id`,
  );
  const byId = new Map<string, HistoryRow[]>();
  for (const row of rows) byId.set(row.commitment_id, [...(byId.get(row.commitment_id) ?? []), row]);
  return byId;
}

/**
 * How the money accepted today came in: the running total of the accepted (and closing) amounts by the
 * day (UTC) each was last accepted, read off the round's taken rows alone (commitments_pitch_status), not
 * replayed from every history row. A commitment declined later leaves the chart with its money.
 */
export async function acceptedByDay(db: Db, pitchId: string, maxDays: number) {
  const rows = await queryRows<{ day: string; accepted_total: number }>(
    db,
    sql`with d as (
          select (coalesce(c.decided_at, c.updated_at) at time zone 'UTC')::date as day, sum(c.amount) as amount
          from commitments c where c.pitch_id = ${pitchId} and c.status in ${TAKEN} group by 1),
        totals as (select day, sum(amount) over (order by day) as total from d)
        select to_char(day, 'YYYY-MM-DD') as day, total::float8 as accepted_total
        from totals order by day desc limit ${maxDays}`,
  );
  return rows.reverse();
}

/** The investors with a live commitment on the pitch, in `statuses` when given. */
export async function liveInvestorsOf(db: Db, pitchId: string, statuses?: readonly CommitmentStatus[]) {
  const filter = statuses
    ? sql`c.status in (${sql.join(
        statuses.map((s) => sql`${s}`),
        sql`, `,
      )})`
    : sql`c.status in ${LIVE}`;
  const rows = await queryRows<{ investor_id: string }>(
    db,
    sql`select c.investor_id from commitments c where c.pitch_id = ${pitchId} and ${filter}`,
  );
  return rows.map((r) => r.investor_id);
}
