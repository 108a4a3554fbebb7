import { getPitchInsights, recordPitchEvent } from '@angelbridge/contracts';
import { aPublishedPitch } from '../pitches.js';
import type { SpecCall } from './spec-call.js';

/** Issue 12's calls, as the pitch page beacons an event and the insights page asks for its figures. */
export const pitchInsightsRows: SpecCall[] = [
  {
    endpoint: recordPitchEvent,
    name: 'a signed-in investor viewed the Overview tab for 12 s (token in the body)',
    status: 204,
    payload: async (ctx) => {
      const owner = await ctx.signedIn('entrepreneur');
      const investor = await ctx.signedIn('investor');
      const pitchId = await aPublishedPitch(ctx.t, { id: owner.userId });
      return {
        body: {
          pitch_id: pitchId,
          kind: 'tab_view',
          tab: 0,
          duration_ms: 12_000,
          visitor_id: 'k3Jd9sLq0PzX81mW',
          token: investor.token,
        },
      };
    },
    reads: [],
  },
  {
    endpoint: getPitchInsights,
    payload: async (ctx) => {
      const owner = await ctx.signedIn('entrepreneur');
      const pitchId = await aPublishedPitch(ctx.t, { id: owner.userId });
      return { body: { pitch_id: pitchId, days: 90 }, token: owner.token };
    },
    reads: [
      'insights.totals',
      'insights.daily',
      'insights.tabs',
      'insights.documents',
      'insights.funnel',
      'insights.viewers',
      'insights.guest_viewers',
      'insights.answers_within_days',
    ],
  },
];
