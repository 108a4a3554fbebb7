import { getAuditLog, getDashboard } from '@angelbridge/contracts';
import { type Route, route } from '../../http/contract-router.js';
import type { AuditService } from './audit/audit.service.js';
import type { DashboardService } from './dashboard/dashboard.service.js';

/** The base areas' calls: the dashboard and the audit log, each asking its service. */
export function adminBaseRoutes(services: { dashboard: DashboardService; audit: AuditService }): Route[] {
  return [
    route(getDashboard, async () => services.dashboard.summary()),
    route(getAuditLog, async ({ input }) => services.audit.page(input)),
  ];
}
