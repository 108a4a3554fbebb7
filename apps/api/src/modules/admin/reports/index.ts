import type { RateLimitStore } from '../../../http/rate-limit-store.js';
import type { ModuleDeps } from '../../module-deps.js';
import { moderationLimits } from '../moderation-calls.js';
import { reportsRoutes } from './reports.routes.js';
import type { ReportModeration } from './resolve-report.js';

export type { ModerationInput, ReportModeration } from './resolve-report.js';

/** Users' reports of pitches, profiles and messages, and the admins' queue that resolves them. */
export function createReports(
  deps: ModuleDeps & { rateLimits: RateLimitStore; moderation: ReportModeration },
) {
  const limits = moderationLimits(deps.rateLimits);
  return {
    routes: reportsRoutes({ db: deps.db, rateLimits: deps.rateLimits, moderation: deps.moderation, limits }),
  };
}
