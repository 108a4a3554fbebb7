import type { ModuleDeps } from '../module-deps.js';
import { cmsRoutes } from './cms.routes.js';
import { cmsService } from './cms.service.js';

/** The operator-edited pages: the terms and conditions, the privacy policy. */
export function createCms(deps: Pick<ModuleDeps, 'db' | 'caches'>) {
  const service = cmsService(deps.db);
  return { routes: cmsRoutes(service, deps.caches.reference), service };
}
