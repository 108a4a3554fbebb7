import {
  getReports,
  REPORTS_PAGE_SIZE,
  reportContent,
  reportTexts,
  resolveReport,
} from '@angelbridge/contracts';
import { type Route, route } from '../../../http/contract-router.js';
import type { RateLimitStore } from '../../../http/rate-limit-store.js';
import { actorOf, type moderationLimits } from '../moderation-calls.js';
import type { ReportsService } from './reports.service.js';
import { reportsPerDay } from './reports-per-day.js';

export interface ReportsDeps {
  reports: ReportsService;
  rateLimits: RateLimitStore;
  /** Per admin: reads and actions a minute (the moderation calls' limits). */
  limits: ReturnType<typeof moderationLimits>;
}

/** The users' /reportContent and the admins' queue: each destructures, asks the service, answers. */
export function reportsRoutes({ reports, rateLimits, limits }: ReportsDeps): Route[] {
  return [
    route(
      reportContent,
      async ({ input, caller }) => ({
        report_id: await reports.file(caller.userId, input),
        message: reportTexts.sent,
      }),
      { limits: [reportsPerDay(rateLimits)] },
    ),
    route(
      getReports,
      async ({ input }) => ({
        ...(await reports.list(input.status, input.page)),
        page_size: REPORTS_PAGE_SIZE,
      }),
      { limits: limits.reads },
    ),
    route(
      resolveReport,
      async ({ input, caller, req }) => ({
        ...(await reports.resolve(actorOf(caller, req), {
          reportId: input.report_id,
          action: input.action,
          note: input.note || null,
        })),
        message: reportTexts.resolved,
      }),
      { limits: limits.writes },
    ),
  ];
}
