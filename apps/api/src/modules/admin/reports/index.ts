import type { RateLimitStore } from '../../../http/rate-limit-store.js';
import type { ModuleDeps } from '../../module-deps.js';
import { moderationLimits } from '../moderation-calls.js';
import { reportsRoutes } from './reports.routes.js';
import { reportsService } from './reports.service.js';
import type { ReportModeration } from './resolve-report.js';

export type { ModerationInput, ReportModeration } from './resolve-report.js';

/** Users' reports of pitches, profiles and messages, and the admins' queue that resolves them. */
export function createReports(
  deps: ModuleDeps & { rateLimits: RateLimitStore; moderation: ReportModeration },
) {
  const limits = moderationLimits(deps.rateLimits);
  return {
    routes: reportsRoutes({
      reports: reportsService(deps.db, deps.moderation),
      rateLimits: deps.rateLimits,
      limits,
    }),
  };
}
