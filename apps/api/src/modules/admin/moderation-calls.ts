import type { Request } from 'express';
import type { Caller } from '../../http/caller.js';
import { enforce, type RateLimitStore } from '../../http/rate-limit-store.js';
import { requestIdOf } from '../../http/request-log.js';

const MINUTE = 60_000;

/** Who acts, for the audit row of every moderation action. */
export interface ModerationActor {
  adminId: string;
  requestId: string;
}

/**
 * Per admin, in the shared store: reads of the console's lists (generous: typing in a search box) and
 * moderation actions (a person acts a few times a minute; a runaway script is stopped).
 */
export function moderationLimits(store: RateLimitStore) {
  const perAdmin =
    (name: string, max: number) =>
    async ({ caller }: { caller: Caller }): Promise<void> =>
      enforce(store, `${name} ${caller.userId}`, max, MINUTE);
  return {
    reads: [perAdmin('admin-moderation-read', 240)],
    writes: [perAdmin('admin-moderation-write', 30)],
  };
}

/** The acting admin and the request's id (the one its log line carries), for the audit row. */
export function actorOf(caller: Caller, req: Request): ModerationActor {
  return { adminId: caller.userId, requestId: requestIdOf(req) };
}
