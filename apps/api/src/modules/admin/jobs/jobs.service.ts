import { type AdminJob, type getJobs, JOBS_PAGE_SIZE, adminJobTexts as m } from '@angelbridge/contracts';
import type { z } from 'zod';
import type { Db } from '../../../db/client.js';
import { iso } from '../../../db/iso.js';
import { inTransaction } from '../../../db/transaction.js';
import { AppError } from '../../../http/app-error.js';
import {
  type JobRow,
  jobCounts,
  jobKinds,
  jobQueueStats,
  listJobs,
  lockedJob,
  makeJobDueNow,
} from '../../../jobs/index.js';
import { recordAdminAction } from '../audit/audit-log.js';
import type { ModerationActor } from '../moderation-calls.js';

type JobsQuery = z.output<(typeof getJobs)['request']>;

/** What an admin sees of a job: never its payload or key (one-time codes, personal data). */
const toJob = (row: JobRow): AdminJob => ({
  _id: row.id,
  kind: row.kind,
  state: row.state,
  created_at: iso(row.created_at),
  run_at: iso(row.run_at),
  attempts: row.attempts,
  last_error: row.last_error,
  done_at: row.done_at ? iso(row.done_at) : null,
});

/** What the audit row keeps of a job before and after the nudge. */
const snapshot = (row: JobRow) => ({ state: row.state, run_at: iso(row.run_at), attempts: row.attempts });

/** The Queue section: the durable job queue by state, and "run now" for a waiting or failed job. */
export function jobsService(db: Db) {
  return {
    async list(input: JobsQuery) {
      const [rows, counts, kinds, queue] = await Promise.all([
        listJobs(db, input),
        jobCounts(db, input.kind),
        jobKinds(db),
        jobQueueStats(db),
      ]);
      return {
        jobs: rows.map(toJob),
        counts,
        // the mail queue's depth is for admins only (the public health check does not show it)
        mail_queue: { depth: queue.depth, oldest_age_seconds: queue.oldestAgeSeconds },
        kinds,
        total: counts[input.state],
        page: input.page,
        page_size: JOBS_PAGE_SIZE,
      };
    },

    /** Makes a waiting or failed job due now, with its audit row; 404 gone, 409 done or running. */
    async runNow(id: string, actor: ModerationActor): Promise<AdminJob> {
      const after = await inTransaction(db, async (tx) => {
        const before = await lockedJob(tx, id);
        if (!before) throw new AppError('NOT_FOUND', m.notFound, { errors: { job_id: m.notFound } });
        if (before.state === 'done') throw new AppError('CONFLICT', m.done);
        // clearing a live worker's lock would let a second worker run the job at the same time
        if (before.held) throw new AppError('CONFLICT', m.running);
        const job = await makeJobDueNow(tx, id);
        await recordAdminAction(tx, {
          adminId: actor.adminId,
          action: 'runJobNow',
          targetType: 'job',
          targetId: id,
          before: snapshot(before),
          after: snapshot(job),
          requestId: actor.requestId,
        });
        return job;
      });
      return toJob(after);
    },
  };
}

export type JobsService = ReturnType<typeof jobsService>;
