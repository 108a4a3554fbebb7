import type { Db } from '../../db/client.js';
import type { RateLimitStore } from '../../http/rate-limit-store.js';
import { matchingRoutes } from './matching.routes.js';
import { matchingService } from './matching.service.js';

/**
 * The matching module's one door (issue 22): an investor's thesis against pitches, explained criterion
 * by criterion. `matchPairs` gives contact requests the same breakdown for each request's investor.
 */
export function createMatching(deps: { db: Db; rateLimits: RateLimitStore }) {
  const service = matchingService(deps.db);
  return { routes: matchingRoutes(service, deps.rateLimits), service };
}

export { matchesFor, matchPairs } from './matching.service.js';
export { type MatchedPitch, scoreMatch, type Thesis } from './score.js';
