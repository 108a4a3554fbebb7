import { getPitchInsights, messages, recordPitchEvent } from '@angelbridge/contracts';
import type { ModuleDeps } from '../../app.js';
import { AppError } from '../../http/app-error.js';
import { type Route, route } from '../../http/contract-router.js';
import { createRateLimitStore, enforce } from '../../http/rate-limit-store.js';
import { clientAddress } from '../auth/rate-limits.js';
import { pitchEventsService } from './events.service.js';
import { insightsService } from './insights.service.js';

/**
 * Events one address may send per minute: a person reading pitches sends a few; past this it is a
 * script inflating someone's figures, and its events are refused (429) before they are looked at.
 */
export const EVENTS_PER_MINUTE = 120;

/** /recordPitchEvent (a beacon; its body carries the credentials, see http/beacon.ts) and /getPitchInsights. */
export function insightsRoutes(deps: ModuleDeps): Route[] {
  const events = pitchEventsService(deps.db);
  const insights = insightsService(deps.db);
  const limits = createRateLimitStore(deps.db);
  return [
    route(
      recordPitchEvent,
      async ({ input, caller, req }) => {
        await enforce(limits, `pitch-events:${clientAddress(req)}`, EVENTS_PER_MINUTE, 60_000);
        await events.record(input, caller);
        return {};
      },
      { noContent: true },
    ),
    route(getPitchInsights, async ({ input, caller }) => {
      if (!caller) throw new AppError('UNAUTHORIZED', messages.server.unauthorized);
      return { insights: await insights.forOwner(caller.userId, input.pitch_id, input.days) };
    }),
  ];
}
