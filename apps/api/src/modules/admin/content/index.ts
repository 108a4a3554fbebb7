import type { RateLimitStore } from '../../../http/rate-limit-store.js';
import type { ModuleDeps } from '../../module-deps.js';
import { moderationLimits } from '../moderation-calls.js';
import { contentRoutes } from './content.routes.js';
import { contentService } from './content.service.js';

/** Versions of the terms and privacy texts: drafts, publication, restore. */
export function createContent(deps: Pick<ModuleDeps, 'db'> & { rateLimits: RateLimitStore }) {
  const service = contentService(deps.db);
  return { routes: contentRoutes(service, moderationLimits(deps.rateLimits)), service };
}
