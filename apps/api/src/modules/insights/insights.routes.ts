import { getPitchInsights, recordPitchEvent } from '@angelbridge/contracts';
import { type Route, route } from '../../http/contract-router.js';
import { clientAddress } from '../../http/route-limits.js';
import type { PitchEventsService } from './events.service.js';
import type { InsightsService } from './insights.service.js';

/** /recordPitchEvent (a beacon; its body carries the credentials, see http/beacon.ts) and /getPitchInsights. */
export function insightsRoutes(events: PitchEventsService, insights: InsightsService): Route[] {
  return [
    route(
      recordPitchEvent,
      async ({ input, caller, req }) => {
        await events.record(input, caller, clientAddress(req));
        return {};
      },
      { noContent: true },
    ),
    route(getPitchInsights, async ({ input, caller }) => ({
      insights: await insights.forOwner(caller.userId, input.pitch_id, input.days),
    })),
  ];
}
