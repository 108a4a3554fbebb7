import type { Db } from '../db/client.js';
import { jobQueueStats } from '../jobs/index.js';

/**
 * Resolves once `check` answers truthy (with its answer), looking every 20 ms; rejects after `timeoutMs`.
 * For what has no event to wait on (a row the worker updates); generous timeouts survive a busy machine.
 */
export async function waitUntil<T>(
  check: () => Promise<T> | T,
  what: string,
  timeoutMs = 30_000,
): Promise<NonNullable<T>> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const answer = await check();
    if (answer) return answer as NonNullable<T>;
    if (Date.now() > deadline) throw new Error(`Timed out after ${timeoutMs} ms waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** Resolves once no queued mail (or other job) is due and unsent: each has reached the SMTP server. */
export async function queuedMailSent(db: Db, timeoutMs = 30_000): Promise<void> {
  await waitUntil(async () => (await jobQueueStats(db)).depth === 0, 'queued mail to be sent', timeoutMs);
}
