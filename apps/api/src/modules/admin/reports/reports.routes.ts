import {
  getReports,
  REPORTS_PAGE_SIZE,
  reportContent,
  reportTexts,
  resolveReport,
} from '@angelbridge/contracts';
import type { Db } from '../../../db/client.js';
import { type Route, route } from '../../../http/contract-router.js';
import type { RateLimitStore } from '../../../http/rate-limit-store.js';
import { actorOf, type moderationLimits } from '../moderation-calls.js';
import { reportContentFor, reportsPerDay } from './report-content.js';
import { listReports } from './reports.queries.js';
import { type ReportModeration, resolveReportAs } from './resolve-report.js';

export interface ReportsDeps {
  db: Db;
  rateLimits: RateLimitStore;
  moderation: ReportModeration;
  /** Per admin: reads and actions a minute (the moderation calls' limits). */
  limits: ReturnType<typeof moderationLimits>;
}

/** The users' /reportContent and the admins' queue. */
export function reportsRoutes({ db, rateLimits, moderation, limits }: ReportsDeps): Route[] {
  return [
    route(
      reportContent,
      async ({ input, caller }) => ({
        report_id: await reportContentFor(db, caller, input),
        message: reportTexts.sent,
      }),
      { limits: [reportsPerDay(rateLimits)] },
    ),
    route(
      getReports,
      async ({ input }) => ({
        ...(await listReports(db, input.status, input.page)),
        page_size: REPORTS_PAGE_SIZE,
      }),
      { limits: limits.reads },
    ),
    route(
      resolveReport,
      async ({ input, caller, req }) => {
        const resolved = await resolveReportAs(db, moderation, {
          reportId: input.report_id,
          action: input.action,
          note: input.note || null,
          adminId: caller.userId,
          requestId: actorOf(caller, req).requestId,
        });
        return { ...resolved, message: reportTexts.resolved };
      },
      { limits: limits.writes },
    ),
  ];
}
