import { messages } from '@angelbridge/contracts';
import { and, eq, gt, type Placeholder, type SQL, sql } from 'drizzle-orm';
import { type Db, queryRows } from '../db/client.js';
import { preparedStatement } from '../db/prepared.js';
import { rateLimits } from '../db/schema/index.js';
import { AppError } from './app-error.js';

export interface Count {
  hits: number;
  resetAt: Date;
}

/** The upsert that counts `by` hits for `key` in a window closing at `reset`, as the CTE `rate_count`. */
const countSql = (key: Value<string>, by: Value<number>, reset: Value<string>) => sql`rate_count as (
    insert into rate_limits as r (key, hits, reset_at) values (${key}, ${by}, ${reset}::timestamptz)
    on conflict (key) do update
    set hits = case when r.reset_at <= now() then excluded.hits else r.hits + excluded.hits end,
      reset_at = case when r.reset_at <= now() then excluded.reset_at else r.reset_at end
    returning hits, reset_at
  )`;

type Value<T> = T | Placeholder;

/**
 * `count` with the expired rows dropped in the same statement; not the row counted (one statement may
 * not write a row twice), whose window that count renews.
 */
const withSweep = (count: SQL, key: string, now: number) => sql`${count}, rate_sweep as (
    delete from rate_limits where reset_at < ${new Date(now).toISOString()}::timestamptz and key <> ${key}
  )`;

const rateHit = preparedStatement<CountRow, { key: string; by: number; reset: string }>(
  'rate_hit',
  (v) => sql`with ${countSql(v.key, v.by, v.reset)} select hits, reset_at from rate_count`,
);

/**
 * Rate-limit counters in PostgreSQL, which every deployment has: every instance of the API counts into
 * the same rows, and a restart forgets nothing. A counter is a fixed window: the first hit opens it,
 * a hit after `reset_at` starts a new one.
 */
export function createRateLimitStore(db: Db) {
  let lastSweep = 0;
  /** Whether expired rows are due to go (now and then, so the table holds only live windows). */
  const sweepDue = (now: number) => {
    if (now - lastSweep < 60_000) return false;
    lastSweep = now;
    return true;
  };

  /**
   * Counts `by` hits for `key` inside the caller's statement, so the count and what it guards cost
   * one round trip: CTEs to open its `with`, of which `rate_count` yields the window's `hits` and
   * `reset_at` (read them with `countOf`). The count goes on past any limit.
   */
  function counting(key: string, windowMs: number, by = 1): SQL {
    const now = Date.now();
    const count = countSql(key, by, new Date(now + windowMs).toISOString());
    return sweepDue(now) ? withSweep(count, key, now) : count;
  }

  return {
    counting,

    /**
     * Counts one hit for `key` and answers the count inside the current window. Every limited call runs
     * it first, so it is prepared (its text built once, planned once per connection); the sweep's
     * statement, once a minute, is not.
     */
    async hit(key: string, windowMs: number, by = 1): Promise<Count> {
      const now = Date.now();
      const reset = new Date(now + windowMs).toISOString();
      const [row] = sweepDue(now)
        ? await queryRows<CountRow>(
            db,
            sql`with ${withSweep(countSql(key, by, reset), key, now)} select hits, reset_at from rate_count`,
          )
        : await rateHit(db, { key, by, reset });
      return countOf(row);
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

    /** Takes back one hit that `hitUnder` counted for work that turned out not to count (a right code). */
    async giveBack(key: string): Promise<void> {
      await db
        .update(rateLimits)
        .set({ hits: sql`greatest(${rateLimits.hits} - 1, 0)` })
        .where(and(eq(rateLimits.key, key), gt(rateLimits.resetAt, sql`now()`)));
    },

    async clear(key: string): Promise<void> {
      await db.delete(rateLimits).where(eq(rateLimits.key, key));
    },

    /**
     * Counts one hit for `key` only while its count and `besides`'s count together stay under `max`:
     * the check and the count in one statement (the row is locked by the upsert), so parallel callers
     * cannot overshoot, and a refused call writes nothing. Answers whether it counted, and the counts seen.
     * Without `besides` (no row has the empty key), `max` bounds `key`'s count alone.
     */
    async hitUnder(key: string, windowMs: number, max: number, besides = ''): Promise<UnderCount> {
      const reset = new Date(Date.now() + windowMs).toISOString();
      const [row] = await queryRows<{
        counted: number;
        hits: number;
        besides: number;
        reset_at: Date | string | null;
      }>(
        db,
        sql`with besides as (
          select coalesce(sum(hits), 0)::int as hits from rate_limits where key = ${besides} and reset_at > now()
        ), counted as (
          insert into rate_limits as r (key, hits, reset_at)
          select ${key}, 1, ${reset}::timestamptz from besides where besides.hits < ${max}::int
          on conflict (key) do update
          set hits = case when r.reset_at <= now() then 1 else r.hits + 1 end,
            reset_at = case when r.reset_at <= now() then excluded.reset_at else r.reset_at end
          where (case when r.reset_at <= now() then 0 else r.hits end) + (select hits from besides) < ${max}::int
          returning hits
        )
        select (select count(*) from counted)::int as counted, (select hits from besides) as besides,
          coalesce((select hits from rate_limits where key = ${key} and reset_at > now()), 0)::int as hits,
          (select reset_at from rate_limits where key = ${key} and reset_at > now()) as reset_at`,
      );
      return {
        counted: Number(row?.counted) > 0,
        hits: Number(row?.hits ?? 0),
        besides: Number(row?.besides ?? 0),
        resetAt: row?.reset_at ? new Date(row.reset_at) : new Date(Date.now() + windowMs),
      };
    },
  };
}

export interface UnderCount {
  counted: boolean;
  /** `key`'s count before this call. */
  hits: number;
  besides: number;
  /** When `key`'s window closes. */
  resetAt: Date;
}

export type RateLimitStore = ReturnType<typeof createRateLimitStore>;

/** A row of `rate_count` (see `counting`), as either driver returns it. */
export interface CountRow {
  hits: number;
  reset_at: Date | string;
}

export function countOf(row: CountRow | undefined): Count {
  if (!row) throw new Error('The rate-limit count returned no row.');
  return { hits: Number(row.hits), resetAt: new Date(row.reset_at) };
}

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
