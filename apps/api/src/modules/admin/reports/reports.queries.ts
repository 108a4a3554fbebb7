import type { AdminReport, ReportReason, ReportStatus, ReportTargetType } from '@angelbridge/contracts';
import { REPORTS_PAGE_SIZE } from '@angelbridge/contracts';
import { type SQL, sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../../db/client.js';
import { iso } from '../../../db/iso.js';
import { contentReports } from '../../../db/schema/index.js';
import { reportedContentSql } from './report-targets.queries.js';
import { reportedContent, type StoredReportedContent } from './reported-content.js';

interface ReportRow {
  id: string;
  target_type: AdminReport['target_type'];
  target_id: string;
  reason: AdminReport['reason'];
  details: string;
  status: ReportStatus;
  admin_note: string | null;
  reporter: AdminReport['reporter'];
  resolved_by: AdminReport['resolved_by'];
  resolved_at: Date | string | null;
  created_at: Date | string;
  content: StoredReportedContent | null;
  total?: number;
}

const toReport = (row: ReportRow): AdminReport => ({
  _id: row.id,
  target_type: row.target_type,
  target_id: row.target_id,
  reason: row.reason,
  details: row.details,
  status: row.status,
  admin_note: row.admin_note,
  reporter: row.reporter,
  resolved_by: row.resolved_by,
  resolved_at: row.resolved_at ? iso(row.resolved_at) : null,
  created_at: iso(row.created_at),
  content: reportedContent(row.target_type, row.target_id, row.content),
});

const person = (alias: string) =>
  sql.raw(`json_build_object('_id', ${alias}.id, 'name', ${alias}.first_name || ' ' || ${alias}.last_name,
    'email', ${alias}.email)`);

function selectReports(where: SQL, tail: SQL = sql``): SQL {
  return sql`select r.id, r.target_type, r.target_id, r.reason, r.details, r.status, r.admin_note,
      ${person('rep')} as reporter,
      case when res.id is null then null else ${person('res')} end as resolved_by,
      r.resolved_at, r.created_at, ${reportedContentSql} as content, count(*) over ()::int as total
    from content_reports r
    join users rep on rep.id = r.reporter_id
    left join users res on res.id = r.resolved_by
    where ${where} ${tail}`;
}

/** A page of the queue, newest first, and how many match in all. */
export async function listReports(db: Db, status: ReportStatus | undefined, page: number) {
  const where = status ? sql`r.status = ${status}` : sql`true`;
  const rows = await queryRows<ReportRow>(
    db,
    selectReports(
      where,
      sql`order by r.created_at desc, r.id limit ${REPORTS_PAGE_SIZE} offset ${(page - 1) * REPORTS_PAGE_SIZE}`,
    ),
  );
  // past the last page the window has no row to count on: count apart then
  const total =
    rows[0]?.total ??
    (
      await queryRows<{ n: number }>(db, sql`select count(*)::int as n from content_reports r where ${where}`)
    )[0]?.n ??
    0;
  return { reports: rows.map(toReport), total };
}

export async function findReport(db: Db, id: string): Promise<AdminReport | null> {
  const [row] = await queryRows<ReportRow>(db, selectReports(sql`r.id = ${id}`));
  return row ? toReport(row) : null;
}

/** The report, locked for its resolution (two admins cannot resolve it twice). */
export async function lockReport(tx: Db, id: string) {
  const [row] = await queryRows<{
    id: string;
    status: ReportStatus;
    target_type: AdminReport['target_type'];
    target_id: string;
  }>(tx, sql`select id, status, target_type, target_id from content_reports where id = ${id} for update`);
  return row ?? null;
}

/** Closes the open reports on one target (or just the one report) and answers who filed them. */
export async function closeReports(
  tx: Db,
  scope: { reportId: string } | { targetType: string; targetId: string },
  outcome: { status: Exclude<ReportStatus, 'open'>; note: string | null; adminId: string },
) {
  const where =
    'reportId' in scope
      ? sql`id = ${scope.reportId}`
      : sql`target_type = ${scope.targetType} and target_id = ${scope.targetId}`;
  return queryRows<{ id: string; reporter_id: string }>(
    tx,
    sql`update content_reports
        set status = ${outcome.status}, admin_note = ${outcome.note}, resolved_by = ${outcome.adminId},
          resolved_at = now()
        where ${where} and status = 'open'
        returning id, reporter_id`,
  );
}

/** Stores a user's report and answers its id; a second open report on the same target throws 23505. */
export async function insertReport(
  db: Db,
  report: {
    reporterId: string;
    targetType: ReportTargetType;
    targetId: string;
    reason: ReportReason;
    details: string;
  },
): Promise<string> {
  const [row] = await db.insert(contentReports).values(report).returning({ id: contentReports.id });
  if (!row) throw new Error('report not stored');
  return row.id;
}
