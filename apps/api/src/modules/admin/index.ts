import type { Router } from 'express';
import { AppError } from '../../http/app-error.js';
import type { Route } from '../../http/contract-router.js';
import type { RateLimitStore } from '../../http/rate-limit-store.js';
import type { ModuleDeps } from '../module-deps.js';
import { createReportsAndContent, type ReportModeration } from './reports-content.js';

export { type AdminAction, recordAdminAction } from './audit/audit-log.js';

export interface AdminModuleDeps extends ModuleDeps {
  rateLimits: RateLimitStore;
}

/**
 * The admin console's calls (issue 21), each `access: ['admin']` under /admin/...: one sub-folder per
 * area, each adding its routes to the list below (one line per area).
 */
export function createAdmin(deps: AdminModuleDeps): { routes: Route[]; contactFileLinks: Router } {
  // INTERIM until the moderation services (A2) are merged: a report resolves by dismissal only
  const unavailable = async () => {
    throw new AppError('CONFLICT', 'Moderation is not available yet.');
  };
  const moderation: ReportModeration = { unpublishPitch: unavailable, suspendUser: unavailable };
  const reportsAndContent = createReportsAndContent({ ...deps, moderation });
  const routes: Route[] = [...reportsAndContent.routes];
  return { routes, contactFileLinks: reportsAndContent.contactFileLinks };
}
