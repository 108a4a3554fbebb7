import type { Db } from '../../../db/client.js';
import { waitingCounts, weeklyNumbers } from './dashboard.queries.js';

/** The dashboard: the weeks' numbers and what waits for an admin (a read: nothing here is audited). */
export function dashboardService(db: Db) {
  return {
    async summary() {
      const [weeks, waiting] = await Promise.all([weeklyNumbers(db), waitingCounts(db)]);
      return {
        weeks,
        open_reports: waiting.openReports,
        unhandled_contact_messages: waiting.unhandledMessages,
      };
    },
  };
}

export type DashboardService = ReturnType<typeof dashboardService>;
