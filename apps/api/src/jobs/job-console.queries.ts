import { JOB_ERROR_SHOWN, JOBS_PAGE_SIZE, type JobState } from '@angelbridge/contracts';
import { type SQL, sql } from 'drizzle-orm';
import { type Db, queryRows } from '../db/client.js';
import { JOBS_CHANNEL } from './jobs.queries.js';

/**
 * The queue as operators see it (the admin console's Queue section): lists and the "run now" nudge.
 * Never selects `payload` or `key`: mail payloads hold one-time codes and personal data.
 */
export interface JobRow {
  id: string;
  kind: string;
  state: JobState | 'done';
  created_at: Date | string;
  run_at: Date | string;
  attempts: number;
  last_error: string | null;
  done_at: Date | string | null;
  /** A worker holds it now (its lock not yet run out). */
  held: boolean;
}

const STATE_OF = sql`case
    when done_at is not null then 'done'
    when failed_at is not null then 'failed'
    when run_at <= now() then 'due'
    else 'scheduled' end`;

const IN_STATE: Record<JobState, SQL> = {
  failed: sql`done_at is null and failed_at is not null`,
  due: sql`done_at is null and failed_at is null and run_at <= now()`,
  scheduled: sql`done_at is null and failed_at is null and run_at > now()`,
};

/** Failed: the latest give-up first; waiting ones: the next to run first. */
const ORDER: Record<JobState, SQL> = {
  failed: sql`failed_at desc, id desc`,
  due: sql`run_at, id`,
  scheduled: sql`run_at, id`,
};

const COLUMNS = sql`id::text as id, kind, ${STATE_OF} as state, created_at, run_at, attempts,
  left(last_error, ${JOB_ERROR_SHOWN}) as last_error, done_at,
  coalesce(locked_until > now(), false) as held`;

const ofKind = (kind: string | undefined) => (kind ? sql`kind = ${kind}` : sql`true`);

export async function listJobs(db: Db, input: { state: JobState; kind?: string; page: number }) {
  const where = sql`${IN_STATE[input.state]} and ${ofKind(input.kind)}`;
  return queryRows<JobRow>(
    db,
    sql`select ${COLUMNS} from jobs where ${where}
        order by ${ORDER[input.state]}
        limit ${JOBS_PAGE_SIZE} offset ${(input.page - 1) * JOBS_PAGE_SIZE}`,
  );
}

/** Jobs in each state (of one kind when given). */
export async function jobCounts(db: Db, kind?: string): Promise<Record<JobState, number>> {
  const [row] = await queryRows<Record<JobState, number>>(
    db,
    sql`select
          count(*) filter (where ${IN_STATE.failed})::int as failed,
          count(*) filter (where ${IN_STATE.scheduled})::int as scheduled,
          count(*) filter (where ${IN_STATE.due})::int as due
        from jobs where done_at is null and ${ofKind(kind)}`,
  );
  return { failed: row?.failed ?? 0, scheduled: row?.scheduled ?? 0, due: row?.due ?? 0 };
}

/** Every kind the table holds a row of (done rows stay a week), for the console's filter. */
export async function jobKinds(db: Db): Promise<string[]> {
  const rows = await queryRows<{ kind: string }>(db, sql`select distinct kind from jobs order by kind`);
  return rows.map((row) => row.kind);
}

/** The job locked for a change in the caller's transaction; null when there is no such job. */
export async function lockedJob(tx: Db, id: string): Promise<JobRow | null> {
  const [row] = await queryRows<JobRow>(tx, sql`select ${COLUMNS} from jobs where id = ${id} for update`);
  return row ?? null;
}

/**
 * Makes a pending or failed job due now, in the caller's transaction: a failed one is retried (failed_at
 * cleared, attempts kept so its history shows, and a new give-up window from this try, as a fixed cause
 * deserves), a run-out lock is cleared; a scheduled one counts as due from now (health's queue age). The
 * NOTIFY reaches every instance's worker at commit. Answers the job.
 */
export async function makeJobDueNow(tx: Db, id: string): Promise<JobRow> {
  const [row] = await queryRows<JobRow>(
    tx,
    sql`update jobs set run_at = now(), due_at = least(due_at, now()), locked_until = null,
          first_tried_at = case when failed_at is null then first_tried_at end, failed_at = null
        where id = ${id} and done_at is null
        returning ${COLUMNS}`,
  );
  if (!row) throw new Error(`job ${id} was not pending`);
  await tx.execute(sql`select pg_notify(${JOBS_CHANNEL}, ${row.kind})`);
  return row;
}
