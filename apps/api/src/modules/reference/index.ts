import type { ModuleDeps } from '../module-deps.js';
import { referenceRoutes } from './reference.routes.js';
import { referenceService } from './reference.service.js';

export { checkPhoneCountry, checkReferences, type ReferencedIds } from './reference-checks.js';

/** The pick lists and places every form chooses from, and the checks that a form's ids are in them. */
export function createReference(deps: Pick<ModuleDeps, 'db' | 'caches'>) {
  const service = referenceService(deps.db);
  return { routes: referenceRoutes(service, deps.caches.reference), service };
}
