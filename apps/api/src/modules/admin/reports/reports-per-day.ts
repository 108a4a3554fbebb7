import { reportTexts as m, REPORTS_PER_DAY } from '@angelbridge/contracts';
import { AppError } from '../../../http/app-error.js';
import type { Caller } from '../../../http/caller.js';
import { type RateLimitStore, secondsLeft } from '../../../http/rate-limit-store.js';

const DAY = 24 * 60 * 60_000;

/** At most REPORTS_PER_DAY reports per person in any day's window, in the shared store (every instance). */
export function reportsPerDay(store: RateLimitStore) {
  return async ({ caller }: { caller: Caller }) => {
    const count = await store.hit(`reports:day ${caller.userId}`, DAY);
    if (count.hits > REPORTS_PER_DAY) {
      throw new AppError('TOO_MANY_REQUESTS', m.tooMany, { retryAfter: secondsLeft(count) });
    }
  };
}
