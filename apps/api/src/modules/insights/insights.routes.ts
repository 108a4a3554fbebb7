import { getPitchInsights, messages, recordPitchEvent } from '@angelbridge/contracts';
import { AppError } from '../../http/app-error.js';
import { type Route, route } from '../../http/contract-router.js';
import { createRateLimitStore } from '../../http/rate-limit-store.js';
import { clientAddress } from '../../http/route-limits.js';
import type { ModuleDeps } from '../module-deps.js';
import { pitchEventsService } from './events.service.js';
import { insightsService } from './insights.service.js';

/** /recordPitchEvent (a beacon; its body carries the credentials, see http/beacon.ts) and /getPitchInsights. */
export function insightsRoutes(deps: ModuleDeps): Route[] {
  const events = pitchEventsService(deps.db, createRateLimitStore(deps.db));
  const insights = insightsService(deps.db);
  return [
    route(
      recordPitchEvent,
      async ({ input, caller, req }) => {
        await events.record(input, caller, clientAddress(req));
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
