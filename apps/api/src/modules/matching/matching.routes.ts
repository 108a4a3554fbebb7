import { getPitchMatches, getRecommendedPitches } from '@angelbridge/contracts';
import { route } from '../../http/contract-router.js';
import { enforce, type RateLimitStore } from '../../http/rate-limit-store.js';
import type { MatchingService } from './matching.service.js';

const MINUTE = 60_000;
/** Per investor: a listing page asks once per load and filter change; a burst of pages stays well under. */
export const MATCHING_LIMITS = { recommendedPerMinute: 60, matchesPerMinute: 120 } as const;

/** Personal answers: never given a public cache (ARCHITECTURE convention 19). */
export function matchingRoutes(service: MatchingService, store: RateLimitStore) {
  return [
    route(getRecommendedPitches, ({ input, caller }) => service.recommended(caller.userId, input.limit), {
      limits: [
        ({ caller }) =>
          enforce(
            store,
            `matching:recommended ${caller.userId}`,
            MATCHING_LIMITS.recommendedPerMinute,
            MINUTE,
          ),
      ],
    }),
    route(getPitchMatches, ({ input, caller }) => service.pitchMatches(caller.userId, input.pitch_ids), {
      limits: [
        ({ caller }) =>
          enforce(store, `matching:matches ${caller.userId}`, MATCHING_LIMITS.matchesPerMinute, MINUTE),
      ],
    }),
  ];
}
