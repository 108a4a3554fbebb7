import {
  reportTexts as m,
  type ParsedRequestOf,
  type ReportAction,
  type ReportStatus,
  type reportContent,
} from '@angelbridge/contracts';
import type { Db } from '../../../db/client.js';
import { isUniqueViolation } from '../../../db/transaction.js';
import { AppError } from '../../../http/app-error.js';
import type { ModerationActor } from '../moderation-calls.js';
import { visibleTargetOwner } from './report-targets.queries.js';
import { insertReport, listReports } from './reports.queries.js';
import { type ReportModeration, resolveReportAs } from './resolve-report.js';

type NewReport = ParsedRequestOf<typeof reportContent>;

/** Users' reports and the admins' queue; a resolution acts through the moderation side it is handed. */
export function reportsService(db: Db, moderation: ReportModeration) {
  return {
    /** /reportContent: files a report on something the reporter can see and does not own. */
    async file(reporterId: string, input: NewReport): Promise<string> {
      const owner = await visibleTargetOwner(db, input.target_type, input.target_id, reporterId);
      if (!owner) throw new AppError('NOT_FOUND', m.notFound, { errors: { target_id: m.notFound } });
      if (owner === reporterId) {
        throw new AppError('BAD_REQUEST', m.ownContent, { errors: { target_id: m.ownContent } });
      }
      try {
        return await insertReport(db, {
          reporterId,
          targetType: input.target_type,
          targetId: input.target_id,
          reason: input.reason,
          details: input.details ?? '',
        });
      } catch (error) {
        // the one open report per reporter and target is the table's unique index, race-free
        if (isUniqueViolation(error)) throw new AppError('CONFLICT', m.alreadyReported);
        throw error;
      }
    },

    list: (status: ReportStatus | undefined, page: number) => listReports(db, status, page),

    resolve: (
      actor: ModerationActor,
      input: { reportId: string; action: ReportAction; note: string | null },
    ) => resolveReportAs(db, moderation, { ...input, ...actor }),
  };
}

export type ReportsService = ReturnType<typeof reportsService>;
