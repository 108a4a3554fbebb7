import type { ModuleDeps } from '../../module-deps.js';
import { contentRoutes } from './content.routes.js';

/** Versions of the terms and privacy texts: drafts, publication, restore. */
export function createContent(deps: Pick<ModuleDeps, 'db'>) {
  return { routes: contentRoutes(deps.db) };
}
