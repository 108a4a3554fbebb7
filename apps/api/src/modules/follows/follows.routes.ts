import {
  deleteSavedSearch,
  FOLLOWS_PER_MINUTE,
  followPitch,
  followTexts,
  getFollowedPitches,
  getSavedSearches,
  SAVED_SEARCH_WRITES_PER_MINUTE,
  saveSearch,
} from '@angelbridge/contracts';
import type { Caller } from '../../http/caller.js';
import { type Route, route } from '../../http/contract-router.js';
import { enforce, type RateLimitStore } from '../../http/rate-limit-store.js';
import type { FollowsService } from './follows.service.js';

const MINUTE = 60_000;

/** Writes per investor per minute, counted in the shared store (every instance sees the same count). */
const perInvestor =
  (store: RateLimitStore, name: string, max: number) =>
  async ({ caller }: { caller: Caller }) =>
    enforce(store, `${name} ${caller.userId}`, max, MINUTE);

export function followsRoutes(service: FollowsService, store: RateLimitStore): Route[] {
  return [
    route(
      followPitch,
      async ({ input, caller }) => {
        const state = await service.follow(caller.userId, input.pitch_id, input.value);
        return { ...state, message: state.following ? followTexts.followed : followTexts.unfollowed };
      },
      { limits: [perInvestor(store, 'follows', FOLLOWS_PER_MINUTE)] },
    ),
    route(getFollowedPitches, async ({ caller }) => ({
      pitches: await service.followed(caller.userId),
    })),
    route(
      saveSearch,
      async ({ input, caller }) => ({
        saved_search: await service.save(caller.userId, input),
        message: followTexts.searchSaved,
      }),
      { limits: [perInvestor(store, 'saved-searches', SAVED_SEARCH_WRITES_PER_MINUTE)] },
    ),
    route(getSavedSearches, async ({ caller }) => ({ saved_searches: await service.list(caller.userId) })),
    route(
      deleteSavedSearch,
      async ({ input, caller }) => {
        await service.remove(caller.userId, input.saved_search_id);
        return { message: followTexts.searchDeleted };
      },
      { limits: [perInvestor(store, 'saved-searches', SAVED_SEARCH_WRITES_PER_MINUTE)] },
    ),
  ];
}
