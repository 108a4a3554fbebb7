import { z } from 'zod';
import { adminPageField } from './admin-reports.js';
import { calls } from './call-routes.js';
import { endpoint, ok } from './http.js';

/**
 * The durable job queue (the `jobs` table) as the console's Queue section shows it. A job's payload and
 * key are never part of an answer: mail payloads hold one-time sign-in codes and personal data.
 */
export const JOB_STATES = ['failed', 'scheduled', 'due'] as const;
export type JobState = (typeof JOB_STATES)[number];
export const JOBS_PAGE_SIZE = 50;
/** How much of a job's last error the console shows (the table keeps up to 2,000 characters). */
export const JOB_ERROR_SHOWN = 500;

export const adminJobTexts = {
  notFound: 'Job not found.',
  done: 'This job has already run; there is nothing to run again.',
  running: 'A worker is running this job right now. Wait for it to finish or fail.',
  queued: 'The job will run now.',
} as const;

export const adminJob = z.object({
  /** The job's number in the queue (a big integer, as text). */
  _id: z.string(),
  kind: z.string(),
  /** failed: given up; due: may run now (or is running); scheduled: waits for its time; done: has run. */
  state: z.enum([...JOB_STATES, 'done']),
  created_at: z.iso.datetime({ offset: true }),
  run_at: z.iso.datetime({ offset: true }),
  attempts: z.number().int(),
  /** The last try's error, cut to JOB_ERROR_SHOWN characters; null when none failed. */
  last_error: z.string().nullable(),
  done_at: z.iso.datetime({ offset: true }).nullable(),
});
export type AdminJob = z.infer<typeof adminJob>;

const jobId = z.preprocess(
  (value) => (typeof value === 'number' && Number.isSafeInteger(value) ? String(value) : value),
  z.string({ error: 'job_id is required.' }).regex(/^[1-9][0-9]{0,17}$/, { error: 'Invalid job_id.' }),
);

export const getJobs = endpoint({
  ...calls.getJobs,
  summary: `The job queue in one state, ${JOBS_PAGE_SIZE} a page: failed newest first, scheduled and due soonest first; with the count in each state and the kinds in the queue. Never a job's payload or key.`,
  request: z.object({
    state: z.enum(JOB_STATES, { error: "state must be 'failed', 'scheduled' or 'due'." }),
    kind: z
      .string({ error: 'kind must be text.' })
      .trim()
      .max(60, { error: 'kind is at most 60 characters.' })
      .optional()
      .transform((value) => (value ? value : undefined)),
    page: adminPageField,
  }),
  response: ok({
    jobs: z.array(adminJob),
    /** Jobs in each state (of `kind` when given). */
    counts: z.object({ failed: z.number().int(), scheduled: z.number().int(), due: z.number().int() }),
    /** Mail due and not yet sent, and how long the oldest has waited (was on /api/health: admins only now). */
    mail_queue: z.object({ depth: z.number().int(), oldest_age_seconds: z.number().int() }),
    /** Every kind the table holds a row of, for the filter's choices. */
    kinds: z.array(z.string()),
    total: z.number().int(),
    page: z.number().int(),
    page_size: z.number().int(),
  }),
});

export const runJobNow = endpoint({
  ...calls.runJobNow,
  summary:
    'Makes a waiting or failed job due now (a failed one is retried, its attempts kept) and wakes the workers of every instance. Audited. 409 for a job already done or in a worker’s hands.',
  request: z.object({ job_id: jobId }),
  response: ok({ job: adminJob }),
});

export const adminJobsEndpoints = [getJobs, runJobNow] as const;
