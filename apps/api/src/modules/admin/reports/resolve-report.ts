import {
  type AdminReport,
  reportTexts as m,
  type ReportAction,
  type ReportStatus,
  webPaths,
} from '@angelbridge/contracts';
import type { Db } from '../../../db/client.js';
import { inTransaction } from '../../../db/transaction.js';
import { AppError } from '../../../http/app-error.js';
import { notificationsService } from '../../notifications/index.js';
import { recordAdminAction } from '../audit/audit-log.js';
import { ownerOf } from './report-targets.queries.js';
import { closeReports, findReport, lockReport } from './reports.queries.js';

/** What a report's resolution asks of the moderation side (A2's services), in the same transaction. */
export interface ReportModeration {
  unpublishPitch(tx: Db, input: ModerationInput & { pitchId: string }): Promise<unknown>;
  suspendUser(tx: Db, input: ModerationInput & { userId: string }): Promise<unknown>;
}
export interface ModerationInput {
  adminId: string;
  reason: string;
  requestId: string;
}

const STATUS_OF: Record<ReportAction, Exclude<ReportStatus, 'open'>> = {
  dismiss: 'dismissed',
  unpublish: 'unpublished',
  suspend: 'suspended',
};

const WHAT: Record<AdminReport['target_type'], string> = {
  pitch: 'pitch',
  profile: 'profile',
  message: 'message',
};

const OUTCOME: Record<ReportAction, (what: string) => string> = {
  dismiss: (what) => `An admin reviewed the ${what} you reported and found it within our rules.`,
  unpublish: (what) => `An admin reviewed the ${what} you reported and took it down.`,
  suspend: (what) => `An admin reviewed the ${what} you reported and suspended the account behind it.`,
};

export interface ResolveInput {
  reportId: string;
  action: ReportAction;
  note: string | null;
  adminId: string;
  requestId: string;
}

/**
 * /admin/resolveReport, in one transaction: the moderation step (unpublish the pitch, suspend its
 * owner), every open report on the same content closed with the same outcome (a dismissal closes only
 * this one: another reporter may have seen more), each reporter told through the bell, and the audit row.
 * A refusal (not found, already resolved, an action that does not fit) throws before anything is written.
 */
export async function resolveReportAs(db: Db, moderation: ReportModeration, input: ResolveInput) {
  const closed = await inTransaction(db, async (tx) => {
    const report = await lockReport(tx, input.reportId);
    if (!report)
      throw new AppError('NOT_FOUND', m.reportNotFound, { errors: { report_id: m.reportNotFound } });
    if (report.status !== 'open') throw new AppError('CONFLICT', m.alreadyResolved);
    const status = STATUS_OF[input.action];
    const reason = input.note ?? '';
    const step = { adminId: input.adminId, reason, requestId: input.requestId };
    if (input.action === 'unpublish') {
      if (report.target_type !== 'pitch') {
        throw new AppError('BAD_REQUEST', m.unpublishOnlyPitch, { errors: { action: m.unpublishOnlyPitch } });
      }
      await moderation.unpublishPitch(tx, { ...step, pitchId: report.target_id });
    } else if (input.action === 'suspend') {
      const owner = await ownerOf(tx, report.target_type, report.target_id);
      if (!owner) throw new AppError('CONFLICT', m.contentGone);
      await moderation.suspendUser(tx, { ...step, userId: owner });
    }
    const reports = await closeReports(
      tx,
      input.action === 'dismiss'
        ? { reportId: report.id }
        : { targetType: report.target_type, targetId: report.target_id },
      { status, note: input.note, adminId: input.adminId },
    );
    for (const closedReport of reports) {
      await notificationsService.insert(tx, {
        userId: closedReport.reporter_id,
        kind: 'report_outcome',
        title: 'Your report was reviewed',
        body: OUTCOME[input.action](WHAT[report.target_type]),
        link: webPaths.home,
        contactRequestId: null,
      });
    }
    await recordAdminAction(tx, {
      adminId: input.adminId,
      action: 'resolveReport',
      targetType: 'report',
      targetId: report.id,
      reason: input.note ?? undefined,
      before: { status: 'open' },
      after: { status, action: input.action, reports_closed: reports.map((r) => r.id) },
      requestId: input.requestId,
    });
    return reports.length;
  });
  const report = await findReport(db, input.reportId);
  if (!report) throw new Error('a resolved report vanished');
  return { report, closed };
}
