import type { Router } from 'express';
import type { Route } from '../../http/contract-router.js';
import type { RateLimitStore } from '../../http/rate-limit-store.js';
import type { ModuleDeps } from '../module-deps.js';
import { adminBaseRoutes } from './admin.routes.js';
import { auditService } from './audit/audit.service.js';
import { dashboardService } from './dashboard/dashboard.service.js';
import { adminJobsRoutes } from './jobs/jobs.routes.js';
import { jobsService } from './jobs/jobs.service.js';
import { createModeration } from './moderation.js';
import { moderationLimits } from './moderation-calls.js';
import { createReportsAndContent } from './reports-content.js';

export { createAdminAccount } from './accounts/create-admin.js';
export { resetAuthenticator } from './accounts/reset-authenticator.js';
export { type AdminAction, recordAdminAction } from './audit/audit-log.js';
export type { ModerationActor, ModerationService } from './moderation.js';

export interface AdminModuleDeps extends ModuleDeps {
  rateLimits: RateLimitStore;
}

/**
 * The admin console's calls (issue 21), each `access: ['admin']` under /admin/...: one sub-folder per
 * area, each adding its routes to the list below (one line per area). Every area has the modules' shape:
 * `*.routes.ts` only wires, `*.service.ts` holds the rules and transactions, `*.queries.ts` the SQL.
 */
export function createAdmin(deps: AdminModuleDeps): { routes: Route[]; contactFileLinks: Router } {
  // users and pitches; `usersAndPitches.service` suspends a user or unpublishes a pitch inside a caller's
  // transaction, with its audit row (a report's resolution acts through it: it fits ReportModeration)
  const usersAndPitches = createModeration({
    db: deps.db,
    rateLimits: deps.rateLimits,
    publicUrl: deps.config.publicUrl,
  });
  // reports, CMS versions, contact messages
  const reportsAndContent = createReportsAndContent({ ...deps, moderation: usersAndPitches.service });
  const routes: Route[] = [
    ...adminBaseRoutes({ dashboard: dashboardService(deps.db), audit: auditService(deps.db) }),
    ...usersAndPitches.routes,
    ...reportsAndContent.routes,
    // the durable job queue (the Queue section)
    ...adminJobsRoutes(jobsService(deps.db), moderationLimits(deps.rateLimits)),
  ];
  return { routes, contactFileLinks: reportsAndContent.contactFileLinks };
}
