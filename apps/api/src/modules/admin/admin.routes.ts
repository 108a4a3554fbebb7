import { AUDIT_PAGE_SIZE, getAuditLog, getDashboard } from '@angelbridge/contracts';
import type { Db } from '../../db/client.js';
import { type Route, route } from '../../http/contract-router.js';
import { auditFilters, auditPage } from './audit/audit.queries.js';
import { waitingCounts, weeklyNumbers } from './dashboard/dashboard.queries.js';

/** The base areas' calls: the dashboard and the audit log (reads only: nothing here is audited). */
export function adminBaseRoutes(db: Db): Route[] {
  return [
    route(getDashboard, async () => {
      const [weeks, waiting] = await Promise.all([weeklyNumbers(db), waitingCounts(db)]);
      return {
        weeks,
        open_reports: waiting.openReports,
        unhandled_contact_messages: waiting.unhandledMessages,
      };
    }),
    route(getAuditLog, async ({ input }) => {
      const [page, filters] = await Promise.all([auditPage(db, input), auditFilters(db)]);
      return { ...page, page: input.page, page_size: AUDIT_PAGE_SIZE, filters };
    }),
  ];
}
