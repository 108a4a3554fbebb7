import { COMMITMENT_HISTORY_MAX } from '@angelbridge/contracts';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { preparedStatement } from '../../db/prepared.js';
import { jobsInsertSql } from '../../jobs/index.js';
import { ROUND_NOTICE_JOB, type RoundNotice } from './commitment-notices.js';
import { type CommitmentRow, type CommitmentTerms, commitmentColumns, LIVE } from './commitments.queries.js';
import { COMMITMENT_LAPSE_JOB, lapseJobSql } from './lapse-job.js';
import { type HistoryRow, historyColumns } from './round.queries.js';
import { roundChangesInsertSql } from './round-audit.js';

const HISTORY_SHOWN = COMMITMENT_HISTORY_MAX;

/**
 * What a commit did: `created`, `amended`, `reaccept` (amended terms of an accepted commitment, now
 * indicated again), `unchanged`; or nothing, because the round is `closed` or has no row yet (`no-round`).
 */
export type CommitOutcome = 'created' | 'amended' | 'reaccept' | 'unchanged' | 'closed' | 'no-round';

export interface CommitWrite {
  pitchId: string;
  investorId: string;
  terms: CommitmentTerms;
  requestId: string;
  /** What the founder is told of a new commitment, and of a changed one. */
  notices: { created: RoundNotice; amended: RoundNotice };
}

/**
 * A commit in ONE statement, so one round trip and one transaction: it locks the round's row FOR SHARE
 * (a close or reopen, which lock it FOR UPDATE, waits for it, and it for them; it sees the round as they
 * left it), locks the investor's live commitment FOR UPDATE, then inserts or amends it with its history
 * row, its audit row, the founder's notice job and, when `until` changed, the lapse job. The same terms
 * and note again write nothing. Its locks come in the order every round change takes them (round, then
 * commitment). Two first commits of one investor at once: the second fails on commitments_live once the
 * first commits, and its caller runs it again. The row comes back as it stands after the change, with its
 * newest history (null when it must be read again), and the kinds of job it enqueued: the caller wakes
 * their workers once it has committed (wakeJobWorkers says why).
 */
export async function writeCommitment(db: Db, w: CommitWrite) {
  const [row] = await commitWrite(db, {
    pitchId: w.pitchId,
    investorId: w.investorId,
    ...w.terms,
    terms: JSON.stringify(w.terms),
    requestId: w.requestId,
    created: JSON.stringify(w.notices.created),
    amended: JSON.stringify(w.notices.amended),
  });
  if (!row) throw new Error('the commit answered nothing');
  const { outcome, enqueued, history, history_complete, ...rest } = row;
  return {
    outcome,
    row: rest.id ? (rest as CommitmentRow) : null,
    enqueued: enqueued ?? [],
    history: history_complete ? (history ?? []) : null,
  };
}

const commitWrite = preparedStatement<
  Partial<CommitmentRow> & {
    outcome: CommitOutcome;
    enqueued: string[] | null;
    history: HistoryRow[] | null;
    history_complete: boolean;
  },
  CommitmentTerms & {
    pitchId: string;
    investorId: string;
    /** The terms as JSON, for the audit row. */
    terms: string;
    requestId: string;
    /** The founder's notices as JSON: of a new commitment, of a changed one. */
    created: string;
    amended: string;
  }
>('commit_write', (v) => {
  const terms = sql`${v.amount}::bigint, ${v.min_round_total}::bigint, ${v.requires_lead}::boolean, ${v.until}::date`;
  return sql`with round as materialized (
          select state from pitch_rounds where pitch_id = ${v.pitchId} for share),
        live as materialized (
          select c.* from commitments c
          where c.pitch_id = ${v.pitchId} and c.investor_id = ${v.investorId} and c.status in ${LIVE}
            and (select state from round) = 'open'
          for update),
        change as materialized (
          select l.id, (l.amount, l.min_round_total, l.requires_lead, l.until) is distinct from (${terms}) as terms,
            l.note is distinct from ${v.note}::text as note
          from live l),
        created as (
          insert into commitments as c (pitch_id, investor_id, amount, min_round_total, requires_lead, until, note)
          select ${v.pitchId}::uuid, ${v.investorId}::uuid, ${terms}, ${v.note}::text
          where (select state from round) = 'open' and not exists (select 1 from live)
          returning c.*),
        amended as (
          update commitments c set amount = ${v.amount}::bigint, min_round_total = ${v.min_round_total}::bigint,
            requires_lead = ${v.requires_lead}::boolean, until = ${v.until}::date, note = ${v.note}::text,
            updated_at = now(),
            -- the founder accepted the old terms, not these: they decide again (a note alone keeps it)
            status = case when ch.terms and c.status = 'accepted' then 'indicated' else c.status end,
            decision_reason = case when ch.terms and c.status = 'accepted' then null else c.decision_reason end
          from change ch where c.id = ch.id and (ch.terms or ch.note)
          returning c.*),
        written as materialized (
          select c.*, 'created' as outcome from created c
          union all
          select a.*, case when l.status = 'accepted' and a.status = 'indicated' then 'reaccept' else 'amended' end
          from amended a cross join live l),
        history as (
          insert into commitment_history
            (commitment_id, event, actor, actor_id, amount, min_round_total, requires_lead, until, status, note)
          select w.id, case when w.outcome = 'created' then 'created' else 'amended' end, 'investor',
            ${v.investorId}::uuid, w.amount, w.min_round_total, w.requires_lead, w.until, w.status, w.note
          from written w
          returning *),
        audit as (${roundChangesInsertSql(
          sql`select ${v.investorId}::uuid, case when w.outcome = 'created' then 'commitToPitch' else 'amendCommitment' end,
            'commitment', w.id::text, null::text,
            (select jsonb_build_object('amount', l.amount, 'min_round_total', l.min_round_total,
              'requires_lead', l.requires_lead, 'until', to_char(l.until, 'YYYY-MM-DD'), 'note', l.note,
              'status', l.status) from live l),
            ${v.terms}::jsonb || jsonb_build_object('status', w.status), ${v.requestId}::text
          from written w`,
        )}),
        ${jobsInsertSql(
          'notice',
          ROUND_NOTICE_JOB,
          sql`select ${`${ROUND_NOTICE_JOB}:`}::text || h.id::text as key, now() as due,
            case when w.outcome = 'created' then ${v.created}::jsonb else ${v.amended}::jsonb end as payload
          from history h cross join written w`,
        )},
        ${jobsInsertSql(
          'lapse',
          COMMITMENT_LAPSE_JOB,
          sql`${lapseJobSql(sql`w.id`, v.until)} from written w
            where ${v.until}::date is not null and ${v.until}::date is distinct from (select until from live)`,
        )}
        select coalesce((select outcome from written),
            case when not exists (select 1 from round) then 'no-round'
              when (select state from round) <> 'open' then 'closed' else 'unchanged' end) as outcome,
          (select array_agg(distinct j.kind) from (select kind from notice union all select kind from lapse) j)
            as enqueued,
          -- the newest history rows, the new one with those the statement's snapshot saw before it
          (select json_agg(h order by h.id) from (
            select * from (
              select ${historyColumns} from commitment_history h
              where h.commitment_id = (select id from live) order by h.id desc limit ${HISTORY_SHOWN}) seen
            union all select ${historyColumns} from history h
            order by id desc limit ${HISTORY_SHOWN}) h) as history,
          -- a change the lock waited for came after that snapshot: then the history is read again. Every
          -- change stamps the row's updated_at and its history row's created_at with one now()
          coalesce((select l.updated_at = (select max(h.created_at) from commitment_history h where h.commitment_id = l.id)
            from live l), true) as history_complete,
          x.*
        from (select 1) one
        left join lateral (
          select ${commitmentColumns} from (
            select * from written
            union all
            select l.*, 'unchanged' from live l where not exists (select 1 from written)) c) x on true`;
});

/** The round's row, made on a pitch's first commit (whoever comes first; the others find it). */
export async function makeRound(db: Db, pitchId: string): Promise<void> {
  await db.execute(sql`insert into pitch_rounds (pitch_id) values (${pitchId}) on conflict do nothing`);
}
