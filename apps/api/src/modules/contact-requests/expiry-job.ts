import type { Db } from '../../db/client.js';
import { enqueueJob, type JobHandler } from '../../jobs/index.js';
import type { OnAccessChange } from './access-change.js';
import { recordExpiries } from './request-expiry.js';

/** The durable job that writes an allowance's end when it comes (not only at the next read). */
export const ACCESS_EXPIRY_JOB = 'access-expiry';

/**
 * Access ends by the clock, so nothing writes at that moment by itself: this job, due when the allowance
 * ends, records the 'expired' step then, and with it what follows (a conversation turns read-only, live,
 * for both sides). Enqueued in the allow's transaction; a later decision makes the job find nothing due.
 */
export async function scheduleExpiry(tx: Db, contactId: string, expiresAt: Date): Promise<void> {
  await enqueueJob(tx, {
    kind: ACCESS_EXPIRY_JOB,
    key: `${ACCESS_EXPIRY_JOB}:${contactId}:${expiresAt.toISOString()}`,
    payload: { contact_id: contactId },
    // a second after: the date came back in milliseconds, the database keeps microseconds, and a job run
    // a hair before the end would find nothing due yet
    runAt: new Date(expiresAt.getTime() + EXPIRY_MARGIN_MS),
  });
}

const EXPIRY_MARGIN_MS = 1000;

/** Runs recordExpiries for the job's request: the same write a read would make, once. */
export function expiryJobHandler(context: { db: Db; onAccessChange: OnAccessChange }): JobHandler {
  return async (job) => {
    const contactId = (job.payload as { contact_id?: unknown } | null)?.contact_id;
    if (typeof contactId === 'string') await recordExpiries(context, { contactId });
  };
}
