import type { ModuleDeps } from '../module-deps.js';
import { seesMoreThanGuests } from '../pitches/index.js';
import { discoveryRoutes } from './discovery.routes.js';
import { discoveryService } from './discovery.service.js';
import { investmentService } from './investment.service.js';
import { platformStats } from './platform-stats.queries.js';
import { scoutService } from './scout.service.js';

/**
 * The discovery module's one door: what guests and members find (the funding page, search, the /invest
 * listing and pitch pages, /scout and profiles). It owns no rows; it reads the pitches and people the
 * other modules write.
 */
export function createDiscovery(deps: Pick<ModuleDeps, 'db' | 'caches'>) {
  const service = {
    platformStats: () => platformStats(deps.db),
    discovery: discoveryService(deps.db),
    investments: investmentService(deps.db),
    scout: scoutService(deps.db),
    seesMoreThanGuests: (viewerId: string) => seesMoreThanGuests(deps.db, viewerId),
  };
  return { routes: discoveryRoutes(service, deps.caches), service };
}
export { type FilteredPitch, savedSearchFilterSql } from './listing-filters.js';
export { publicPersonWhere } from './person-visibility.js';
