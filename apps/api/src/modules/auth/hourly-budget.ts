import type { RateLimitStore } from '../../http/rate-limit-store.js';

const HOUR_MS = 3_600_000;

export type Take = { ok: true; giveBack: () => Promise<void> } | { ok: false; retryAfter: number };

/**
 * At most `max` uses in ANY 60 minutes, not just per clock hour, counted in the shared store.
 *
 * Uses are counted in clock-hour buckets, and a use is allowed only while this bucket and the one before
 * hold fewer than `max` together. Any 60 minutes overlap at most two buckets, so no 60 minutes ever hold
 * more than `max` (a fixed window would let `max` through at its end and `max` more at the next start).
 *
 * A use is taken BEFORE the work it guards, in one statement with the check, and given back when that
 * work turns out not to count (a right password): parallel requests each see the others' takes, so a
 * burst cannot slip past the limit between a read and a write, and a refused try writes nothing.
 */
export function hourlyBudget(store: RateLimitStore, name: string, max: number, bucketMs = HOUR_MS) {
  const at = (subject: string, now: number) => {
    const bucket = Math.floor(now / bucketMs);
    return {
      current: `${name}:${subject}:${bucket}`,
      previous: `${name}:${subject}:${bucket - 1}`,
      nextStart: (bucket + 1) * bucketMs,
    };
  };
  // a bucket's row must outlive the next bucket, where it is read as the previous one
  const keep = 2 * bucketMs;
  const giveBack = (key: string) => async () => {
    await store.hit(key, keep, -1);
  };

  return {
    async take(subject: string): Promise<Take> {
      const now = Date.now();
      const keys = at(subject, now);
      const seen = await store.hitUnder(keys.current, keep, max, keys.previous);
      if (seen.counted) return { ok: true, giveBack: giveBack(keys.current) };
      // once this bucket ends it is the previous one: room again if it alone holds fewer than max
      const opensAt = seen.hits < max ? keys.nextStart : keys.nextStart + bucketMs;
      return { ok: false, retryAfter: Math.max(1, Math.ceil((opensAt - now) / 1000)) };
    },

    /** Forgets the uses of the last two buckets (a reset password makes the guesses moot). */
    async clear(subject: string): Promise<void> {
      const keys = at(subject, Date.now());
      await Promise.all([store.clear(keys.current), store.clear(keys.previous)]);
    },
  };
}

export type HourlyBudget = ReturnType<typeof hourlyBudget>;
