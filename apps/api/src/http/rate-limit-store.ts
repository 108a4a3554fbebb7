import { messages } from '@angelbridge/contracts';
import { and, eq, gt, lt, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { rateLimits } from '../db/schema/index.js';
import { AppError } from './app-error.js';

export interface Count {
  hits: number;
  resetAt: Date;
}

/**
 * Rate-limit counters in PostgreSQL, which every deployment has: every instance of the API counts into
 * the same rows, and a restart forgets nothing. A counter is a fixed window: the first hit opens it,
 * a hit after `reset_at` starts a new one.
 */
export function createRateLimitStore(db: Db) {
  let lastSweep = 0;

  /** Expired rows are dropped now and then, so the table holds only live windows. */
  async function sweep(now: number, on: Db) {
    if (now - lastSweep < 60_000) return;
    lastSweep = now;
    await on.delete(rateLimits).where(lt(rateLimits.resetAt, new Date(now)));
  }

  return {
    /**
     * Counts one hit for `key` and answers the count inside the current window; `within` runs it in
     * the caller's transaction (which must then commit, even when the count is over its limit).
     */
    async hit(key: string, windowMs: number, by = 1, within: Db = db): Promise<Count> {
      const reset = new Date(Date.now() + windowMs);
      const rows = await within
        .insert(rateLimits)
        .values({ key, hits: by, resetAt: reset })
        .onConflictDoUpdate({
          target: rateLimits.key,
          set: {
            hits: sql`case when ${rateLimits.resetAt} <= now() then ${by} else ${rateLimits.hits} + ${by} end`,
            resetAt: sql`case when ${rateLimits.resetAt} <= now() then excluded.reset_at else ${rateLimits.resetAt} end`,
          },
        })
        .returning({ hits: rateLimits.hits, resetAt: rateLimits.resetAt });
      // on the same handle: a second connection would wait for the caller's transaction, which waits for it
      await sweep(Date.now(), within);
      const row = rows[0];
      return row ?? { hits: by, resetAt: reset };
    },

    /** The count inside the current window, without counting (0 when none is open). */
    async peek(key: string): Promise<Count> {
      const [row] = await db
        .select({ hits: rateLimits.hits, resetAt: rateLimits.resetAt })
        .from(rateLimits)
        .where(and(eq(rateLimits.key, key), gt(rateLimits.resetAt, sql`now()`)));
      return row ?? { hits: 0, resetAt: new Date() };
    },

    /** Sets a window of its own length for `key` (a pause), whatever was counted before. */
    async hold(key: string, ms: number): Promise<void> {
      const until = new Date(Date.now() + ms);
      await db
        .insert(rateLimits)
        .values({ key, hits: 1, resetAt: until })
        .onConflictDoUpdate({ target: rateLimits.key, set: { hits: 1, resetAt: until } });
    },

    async clear(key: string): Promise<void> {
      await db.delete(rateLimits).where(eq(rateLimits.key, key));
    },
  };
}

export type RateLimitStore = ReturnType<typeof createRateLimitStore>;

/** Seconds until `count`'s window closes, at least 1. */
export const secondsLeft = (count: Count) =>
  Math.max(1, Math.ceil((count.resetAt.getTime() - Date.now()) / 1000));

export const tooManyRequests = (count: Count) =>
  new AppError('TOO_MANY_REQUESTS', messages.server.tooManyRequests, { retryAfter: secondsLeft(count) });

/** Counts a call for `key`; the call past `max` in the window gets 429 with the seconds left. */
export async function enforce(store: RateLimitStore, key: string, max: number, windowMs: number) {
  const count = await store.hit(key, windowMs);
  if (count.hits > max) throw tooManyRequests(count);
}
