import type { Db } from '../../db/client.js';
import { enqueueJob, type JobHandler } from '../../jobs/index.js';
import type { FileStorage } from '../../storage/file-storage.js';

/** The durable job that removes a deleted account's files from storage (ARCHITECTURE convention 18). */
export const ACCOUNT_FILES_JOB = 'account-files-removal';

/**
 * Enqueued in the delete's transaction: the files go only once the delete is committed, and a crash
 * between the commit and the removal leaves the job, which the next worker runs. Removing is idempotent
 * (an unknown URL is ignored), so a retry after a partial run is harmless.
 */
export async function scheduleFileRemoval(tx: Db, userId: string, urls: string[]): Promise<void> {
  if (urls.length === 0) return;
  await enqueueJob(tx, { kind: ACCOUNT_FILES_JOB, key: `${ACCOUNT_FILES_JOB}:${userId}`, payload: { urls } });
}

export function fileRemovalJobHandler(storage: FileStorage): JobHandler {
  return async (job) => {
    const urls = (job.payload as { urls?: unknown } | null)?.urls;
    if (!Array.isArray(urls)) return;
    for (const url of urls) if (typeof url === 'string') await storage.remove(url);
  };
}
