import type { Db } from '../../db/client.js';
import type { RateLimitStore } from '../../http/rate-limit-store.js';
import { pitchEventsService } from './events.service.js';
import { insightsRoutes } from './insights.routes.js';
import { insightsService } from './insights.service.js';

/**
 * The insights module's one door: the events pitch pages send, and a founder's figures read from them.
 * `recordEvent` lets the modules whose steps count in the founder's funnel (a contact request, an
 * unlock, a data-room open) record them inside their own transactions.
 */
export function createInsights(deps: { db: Db; rateLimits: RateLimitStore }) {
  const events = pitchEventsService(deps.db, deps.rateLimits);
  const insights = insightsService(deps.db);
  return { routes: insightsRoutes(events, insights), service: { events, insights } };
}

export { rebuildRollups, recordEvent } from './events.queries.js';
