import { type SQL, sql } from 'drizzle-orm';
import { type Db, queryRows } from '../db/client.js';

/** The channel a job's insert notifies at commit; every instance's worker listens to it. */
export const JOBS_CHANNEL = 'jobs';

export interface NewJob {
  kind: string;
  /** The same key twice is one job: enqueueing again is a no-op (a retried request sends nothing twice). */
  key: string;
  payload: unknown;
  /** Not before then (delayed and scheduled work); now when unset. */
  runAt?: Date;
  /** 'bulk' work (alerts, digests) is taken after every due job a person waits on; 'now' when unset. */
  priority?: JobPriority;
}

export type JobPriority = 'now' | 'bulk';
/** The jobs.priority column's values: lower is taken first. */
export const JOB_PRIORITY: Record<JobPriority, number> = { now: 0, bulk: 1 };

export interface ClaimedJob {
  id: number;
  kind: string;
  key: string;
  payload: unknown;
  attempts: number;
}

/**
 * Inserts the job in the caller's transaction (pass the transaction as `db`), so a rollback leaves no job.
 * NOTIFY is delivered at commit, which is what wakes the workers. True when the job is new.
 */
export async function enqueueJob(db: Db, job: NewJob): Promise<boolean> {
  const due = job.runAt ? sql`${job.runAt.toISOString()}::timestamptz` : sql`now()`;
  const rows = await queryRows<{ id: number }>(
    db,
    sql`insert into jobs (kind, key, payload, due_at, run_at, priority)
        values (${job.kind}, ${job.key}, ${JSON.stringify(job.payload)}::jsonb, ${due}, ${due},
          ${JOB_PRIORITY[job.priority ?? 'now']})
        on conflict (key) do nothing
        returning id`,
  );
  await db.execute(sql`select pg_notify(${JOBS_CHANNEL}, ${job.kind})`);
  return rows.length > 0;
}

/**
 * Many jobs of one kind in one statement and one NOTIFY (a round's agreements: hundreds at once), in the
 * caller's transaction, each keyed as enqueueJob keys it. Answers how many were new.
 */
export async function enqueueJobs(
  db: Db,
  kind: string,
  jobs: readonly Omit<NewJob, 'kind'>[],
): Promise<number> {
  if (jobs.length === 0) return 0;
  const rows = await queryRows<{ id: number }>(
    db,
    sql`insert into jobs (kind, key, payload, due_at, run_at, priority)
        select ${kind}, j.key, j.payload, now(), now(), j.priority
        from jsonb_to_recordset(${JSON.stringify(
          jobs.map((job) => ({
            key: job.key,
            payload: job.payload,
            priority: JOB_PRIORITY[job.priority ?? 'now'],
          })),
        )}::jsonb) as j(key text, payload jsonb, priority int)
        on conflict (key) do nothing
        returning id`,
  );
  await db.execute(sql`select pg_notify(${JOBS_CHANNEL}, ${kind})`);
  return rows.length;
}

/**
 * Jobs enqueued inside a caller's statement, as one CTE of its `with` named `name` (its rows: `kind`):
 * `rows` selects each job's `key`, `payload` (jsonb) and `due` (timestamptz), so the change and the work it
 * causes are written by one statement. Enqueueing a key again is a no-op, as in enqueueJob. The statement
 * sends no NOTIFY: its caller wakes the workers once it has committed (wakeJobWorkers).
 */
export function jobsInsertSql(name: string, kind: string, rows: SQL, priority: JobPriority = 'now'): SQL {
  return sql`${sql.identifier(name)} as (
    insert into jobs (kind, key, payload, due_at, run_at, priority)
    select ${kind}::text, j.key, j.payload, j.due, j.due, ${JOB_PRIORITY[priority]}::smallint
    from (${rows}) j
    on conflict (key) do nothing
    returning kind)`;
}

/**
 * Wakes every instance's workers for jobs of these kinds, committed already. A write that many callers
 * make at once (a commit to a round) enqueues without NOTIFY and calls this after: PostgreSQL holds one
 * database-wide lock from a notifying transaction's commit until its WAL is flushed, so NOTIFY inside
 * such writes lines their commits up one flush after another. A wake-up lost to a crash in between
 * costs a job its worker's next look (pollMs), not the job.
 *
 * Calls at once share their NOTIFYs: while one is on its way, the kinds asked meanwhile wait for it and
 * go together in the next, which is sent after all their jobs committed. Resolves once that one is sent.
 */
export function wakeJobWorkers(db: Db, kinds: readonly string[]): Promise<void> {
  if (kinds.length === 0) return Promise.resolve();
  let state = wakers.get(db);
  if (!state) {
    state = { last: Promise.resolve(), next: null };
    wakers.set(db, state);
  }
  let batch = state.next;
  if (!batch) {
    const forming: WakeBatch = { kinds: new Set(), sent: Promise.resolve() };
    const current = state;
    forming.sent = current.last.then(() => {
      // from here on, a new call's commit may come after this NOTIFY: it waits for the next one
      current.next = null;
      return notifyJobs(db, forming.kinds);
    });
    current.next = forming;
    current.last = forming.sent;
    batch = forming;
  }
  for (const kind of kinds) batch.kinds.add(kind);
  return batch.sent;
}

interface WakeBatch {
  kinds: Set<string>;
  sent: Promise<void>;
}

const wakers = new WeakMap<Db, { last: Promise<void>; next: WakeBatch | null }>();

async function notifyJobs(db: Db, kinds: Set<string>): Promise<void> {
  try {
    await db.execute(
      sql`select pg_notify(${JOBS_CHANNEL}, k) from unnest(${`{${[...kinds].join(',')}}`}::text[]) k`,
    );
  } catch {
    // the change committed, so its caller succeeded: the workers' next look finds the jobs (pollMs)
  }
}

/**
 * Marks done, in the caller's transaction, the job `id` and up to `limit - 1` more of its kind that are due
 * and held by no worker, and answers their keys and payloads, oldest first: a handler that does their work in the
 * same transaction does a burst's jobs at once, and what they wrote commits with their completion, so a
 * job run again (after a crash, or by two workers after a lost lock) writes nothing twice. The job itself
 * waits for another transaction holding it (and answers nothing once that one finished it); the others
 * another transaction is taking are left to it.
 */
export async function takeJobsIn(tx: Db, kind: string, id: number, limit: number): Promise<TakenJob[]> {
  const done = sql`done_at = now(), locked_until = null, last_error = null`;
  const own = await queryRows<TakenJob>(
    tx,
    sql`update jobs set ${done} where id = ${id} and done_at is null returning id, key, payload`,
  );
  if (own.length === 0) return [];
  const more = await queryRows<TakenJob>(
    tx,
    sql`update jobs set ${done}
        where id in (
          select id from jobs
          where kind = ${kind} and id <> ${id} and done_at is null and failed_at is null and run_at <= now()
            and (locked_until is null or locked_until <= now())
          order by id limit ${limit - 1}
          for update skip locked)
        returning id, key, payload`,
  );
  // RETURNING keeps no order
  return [...own, ...more].sort((a, b) => Number(a.id) - Number(b.id));
}

export interface TakenJob {
  id: string | number;
  key: string;
  payload: unknown;
}

const pending = sql`done_at is null and failed_at is null`;

/**
 * Takes up to `limit` due jobs of these kinds, by priority and then oldest first, and holds them for
 * `lockMs` (or its kind's time in `lockMsByKind`). SKIP LOCKED lets every
 * instance claim at once without waiting on each other; a job whose holder died (its lock past) is due again.
 */
export async function claimJobs(
  db: Db,
  kinds: string[],
  limit: number,
  lockMs: number,
  lockMsByKind: Record<string, number> = {},
): Promise<ClaimedJob[]> {
  if (kinds.length === 0) return [];
  const byKind = Object.entries(lockMsByKind);
  const lock = byKind.length
    ? sql`case kind ${sql.join(
        byKind.map(([kind, ms]) => sql`when ${kind} then ${ms}::int`),
        sql` `,
      )} else ${lockMs}::int end`
    : sql`${lockMs}::int`;
  return queryRows<ClaimedJob>(
    db,
    sql`update jobs set
          locked_until = now() + ${lock} * interval '1 millisecond',
          attempts = attempts + 1,
          first_tried_at = coalesce(first_tried_at, now())
        where id in (
          select id from jobs
          where ${pending} and run_at <= now()
            and (locked_until is null or locked_until <= now())
            and kind in (${sql.join(
              kinds.map((k) => sql`${k}`),
              sql`, `,
            )})
          order by priority, run_at, id
          limit ${limit}
          for update skip locked)
        returning id::int as id, kind, key, payload, attempts`,
  );
}

/**
 * Done jobs stay a while, so enqueueing the same key again still finds them (see purgeDoneJobs); a sent
 * mail's payload (its address, its sealed text) is emptied: nothing of it is needed again.
 */
export async function completeJob(db: Db, id: number): Promise<void> {
  await db.execute(
    sql`update jobs set done_at = now(), locked_until = null, last_error = null,
          payload = case when kind = ${SENT_AND_EMPTIED} then '{}'::jsonb else payload end
        where id = ${id}`,
  );
}

/** The job kind whose payload is emptied once done: mail (mail/mail-queue.ts MAIL_JOB). */
const SENT_AND_EMPTIED = 'mail';

/**
 * Schedules the next try `delayMs` from now, or gives up when the first try was `giveUpMs` ago (the row
 * stays, failed, for inspection). True when it gave up.
 */
export async function retryJob(
  db: Db,
  id: number,
  error: string,
  delayMs: number,
  giveUpMs: number,
): Promise<boolean> {
  const rows = await queryRows<{ gave_up: boolean }>(
    db,
    sql`update jobs set
          locked_until = null,
          last_error = ${error.slice(0, 2000)},
          run_at = now() + ${delayMs} * interval '1 millisecond',
          failed_at = case when first_tried_at + ${giveUpMs} * interval '1 millisecond' <= now() then now() end
        where id = ${id}
        returning failed_at is not null as gave_up`,
  );
  return rows[0]?.gave_up ?? false;
}

/** Milliseconds until the next job is due (or a dead holder's lock runs out); null when none waits. */
export async function msUntilNextJob(db: Db): Promise<number | null> {
  const rows = await queryRows<{ ms: number | string | null }>(
    db,
    sql`select extract(epoch from min(greatest(run_at, coalesce(locked_until, run_at))) - now()) * 1000 as ms
        from jobs where ${pending}`,
  );
  const ms = rows[0]?.ms;
  return ms === null || ms === undefined ? null : Math.max(0, Number(ms));
}

/** Jobs due and not done, and how long the oldest has waited: what GET /api/health reports. */
export async function jobQueueStats(db: Db): Promise<{ depth: number; oldestAgeSeconds: number }> {
  const rows = await queryRows<{ depth: number | string; age: number | string | null }>(
    db,
    sql`select count(*)::int as depth, extract(epoch from now() - min(due_at)) as age
        from jobs where ${pending} and due_at <= now()`,
  );
  const row = rows[0];
  return { depth: Number(row?.depth ?? 0), oldestAgeSeconds: Math.max(0, Math.floor(Number(row?.age ?? 0))) };
}

/**
 * Forgets done jobs after `keepMs`: their keys may then be enqueued again. The texts shared by many mails
 * (mail_texts, mail/mail-queue.ts) go after as long: every mail that names one was due when it was made,
 * and sent or given up long before.
 */
export async function purgeDoneJobs(db: Db, keepMs: number): Promise<void> {
  await db.execute(sql`delete from jobs where done_at < now() - ${keepMs} * interval '1 millisecond'`);
  await db.execute(
    sql`delete from mail_texts where created_at < now() - ${keepMs} * interval '1 millisecond'`,
  );
}
