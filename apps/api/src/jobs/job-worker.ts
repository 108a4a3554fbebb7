import type { Logger } from 'pino';
import type { ChangeFeed, Db } from '../db/client.js';
import {
  type ClaimedJob,
  claimJobs,
  completeJob,
  JOBS_CHANNEL,
  msUntilNextJob,
  purgeDoneJobs,
  retryJob,
} from './jobs.queries.js';

/** Runs one job; throwing schedules a retry. */
export type JobHandler = (job: ClaimedJob) => Promise<void>;

export interface JobWorkerOptions {
  db: Db;
  changes?: ChangeFeed;
  logger: Logger;
  handlers: Record<string, JobHandler>;
  /** The first retry waits this long, each next one twice as long, up to retryMaxMs. */
  retryFirstMs: number;
  retryMaxMs: number;
  /** A job failing this long after its first try is given up (kept, failed, logged at error). */
  giveUpMs: number;
  /** The fallback look for due work when no notification came (retries due, a lost LISTEN connection). */
  pollMs: number;
  /** How long a claimed job is held: a holder that died is presumed gone after it. */
  lockMs?: number;
  /** Kinds held for another time than lockMs (a mail: what one send takes, see MAIL_LOCK_MS). */
  lockMsByKind?: Record<string, number>;
}

/** How long a claimed job is held unless its kind says otherwise. */
export const DEFAULT_LOCK_MS = 5 * 60_000;
const WEEK = 7 * 24 * 60 * 60_000;
const HOUR = 60 * 60_000;

export function retryDelay(attempts: number, firstMs: number, maxMs: number): number {
  return Math.min(maxMs, firstMs * 2 ** Math.min(Math.max(attempts - 1, 0), 40));
}

/**
 * A worker of the jobs table, one in every instance. It wakes on the NOTIFY a job's commit sends, and by
 * timer when the next job falls due (or at least every pollMs), then drains what is due. Sending twice is
 * avoided by the claim (SKIP LOCKED, a lock time) and by each job's idempotency key downstream.
 */
export async function startJobWorker(options: JobWorkerOptions) {
  const { db, logger, handlers } = options;
  const lockMs = options.lockMs ?? DEFAULT_LOCK_MS;
  const kinds = Object.keys(handlers);
  let stopped = false;
  let running: Promise<void> | null = null;
  let again = false;
  let timer: NodeJS.Timeout | null = null;
  let lastPurge = 0;

  async function runOne(job: ClaimedJob) {
    const handler = handlers[job.kind];
    try {
      if (!handler) throw new Error(`no handler for jobs of kind ${job.kind}`);
      await handler(job);
      await completeJob(db, job.id);
    } catch (err) {
      const message = err instanceof Error ? err.message : String(err);
      const delay = retryDelay(job.attempts, options.retryFirstMs, options.retryMaxMs);
      const gaveUp = await retryJob(db, job.id, message, delay, options.giveUpMs);
      if (gaveUp)
        logger.error(
          { jobId: job.id, kind: job.kind, attempts: job.attempts, error: message },
          'a job was given up',
        );
      else
        logger.warn(
          { jobId: job.id, kind: job.kind, attempts: job.attempts, error: message, retryInMs: delay },
          'a job failed; it will be retried',
        );
    }
  }

  /**
   * One job at a time, oldest first: mails to one person arrive in the order they were queued (a newer
   * code's mail after the one it replaces), and a claim's lock is never spent waiting behind others.
   */
  async function drain() {
    while (!stopped) {
      const [job] = await claimJobs(db, kinds, 1, lockMs, options.lockMsByKind);
      if (!job) break;
      await runOne(job);
    }
    if (Date.now() - lastPurge > HOUR) {
      lastPurge = Date.now();
      await purgeDoneJobs(db, WEEK);
    }
  }

  function schedule(ms: number) {
    if (stopped) return;
    if (timer) clearTimeout(timer);
    timer = setTimeout(wake, ms);
    timer.unref();
  }

  /** Drains now, or once more after the drain in progress (a job may have come in meanwhile). */
  function wake() {
    if (stopped) return;
    if (running) {
      again = true;
      return;
    }
    running = (async () => {
      let next = options.pollMs;
      try {
        do {
          again = false;
          await drain();
        } while (again && !stopped);
        const due = stopped ? null : await msUntilNextJob(db);
        if (due !== null) next = Math.min(next, due + 5);
      } catch (err) {
        // the database may be down: look again later, do not crash the instance
        logger.warn({ err }, 'the job worker could not reach the database');
      } finally {
        running = null;
      }
      schedule(next);
    })();
  }

  const unlisten = options.changes ? await options.changes.listen(JOBS_CHANNEL, () => wake()) : null;
  wake();

  return {
    /** Look for work now (tests; a nudge right after a commit). */
    wake,
    /** Stops taking jobs and waits for the ones in hand (a job cut off here is taken again after its lock). */
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      await unlisten?.();
      await running;
    },
  };
}

export type JobWorker = Awaited<ReturnType<typeof startJobWorker>>;
