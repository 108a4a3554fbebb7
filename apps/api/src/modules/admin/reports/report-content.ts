import {
  reportTexts as m,
  type ParsedRequestOf,
  REPORTS_PER_DAY,
  type reportContent,
} from '@angelbridge/contracts';
import type { Db } from '../../../db/client.js';
import { contentReports } from '../../../db/schema/index.js';
import { isUniqueViolation } from '../../../db/transaction.js';
import { AppError } from '../../../http/app-error.js';
import type { Caller } from '../../../http/caller.js';
import { type RateLimitStore, secondsLeft } from '../../../http/rate-limit-store.js';
import { visibleTargetOwner } from './report-targets.js';

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

type Input = ParsedRequestOf<typeof reportContent>;

/** /reportContent: files a report on something the caller can see and does not own. */
export async function reportContentFor(db: Db, caller: Caller, input: Input): Promise<string> {
  const owner = await visibleTargetOwner(db, input.target_type, input.target_id, caller.userId);
  if (!owner) throw new AppError('NOT_FOUND', m.notFound, { errors: { target_id: m.notFound } });
  if (owner === caller.userId) {
    throw new AppError('BAD_REQUEST', m.ownContent, { errors: { target_id: m.ownContent } });
  }
  try {
    const [row] = await db
      .insert(contentReports)
      .values({
        reporterId: caller.userId,
        targetType: input.target_type,
        targetId: input.target_id,
        reason: input.reason,
        details: input.details ?? '',
      })
      .returning({ id: contentReports.id });
    if (!row) throw new Error('report not stored');
    return row.id;
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError('CONFLICT', m.alreadyReported);
    throw error;
  }
}
