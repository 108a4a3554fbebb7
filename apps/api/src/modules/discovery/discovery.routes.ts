import {
  getFundRaiseData,
  getInvestmentPageData,
  getInvestmentPageDataById,
  getPlatformStats,
  getScoutInvestor,
  getScoutInvestorById,
  globalSearch,
  type PlatformStats,
} from '@angelbridge/contracts';
import type { PreparedBody, PublicCache } from '../../cache/index.js';
import type { Caller } from '../../http/caller.js';
import { route } from '../../http/contract-router.js';
import type { DiscoveryService } from './discovery.service.js';
import type { InvestmentService } from './investment.service.js';
import type { ScoutService } from './scout.service.js';

export interface DiscoveryServices {
  /** The headline numbers of home and /scout. */
  platformStats: () => Promise<PlatformStats>;
  discovery: DiscoveryService;
  investments: InvestmentService;
  scout: ScoutService;
  /** Whether this person's pitch lists differ from a guest's (private rounds: issue 32). */
  seesMoreThanGuests: (viewerId: string) => Promise<boolean>;
}

/**
 * `lists`: the public cache of people and pitches (any write to them empties it, on every instance).
 * Every answer here that is the same for every caller is kept in it, keyed by the validated input.
 */
export function discoveryRoutes(
  { discovery, investments, platformStats, scout, seesMoreThanGuests }: DiscoveryServices,
  lists: PublicCache<PreparedBody> | undefined,
) {
  const cached = <T>(key: (input: T) => string) => (lists ? { cache: { store: lists, key } } : undefined);
  const byInput = cached((input: unknown) => JSON.stringify(input));
  // the listing shows private rounds whole to their owners and certified investors only: theirs is made
  // for them alone (convention 19), everyone else's is the one public answer
  const byInputUnlessPersonal = lists
    ? {
        cache: {
          store: lists,
          key: (input: unknown) => JSON.stringify(input),
          personal: (caller: Caller) => seesMoreThanGuests(caller.userId),
        },
      }
    : undefined;
  return [
    route(globalSearch, async ({ input, caller }) =>
      discovery.globalSearch(input.search_query, caller?.userId ?? null),
    ),
    route(getFundRaiseData, async () => ({ investment_data: await discovery.fundRaiseData() }), byInput),
    // the headline numbers: a person or pitch shown or hidden changes them, so the lists' cache fits
    route(getPlatformStats, async () => ({ stats: await platformStats() }), byInput),
    route(
      getInvestmentPageData,
      async ({ input, caller }) => investments.listing(input, caller?.userId ?? null),
      byInputUnlessPersonal,
    ),
    // not cached: how soon the founder answers changes with every decision and with the passing days
    route(getInvestmentPageDataById, async ({ input, caller }) =>
      investments.detail(input.investment_id, caller?.userId ?? null),
    ),
    route(getScoutInvestor, async ({ input }) => scout.scout(input), byInput),
    route(getScoutInvestorById, async ({ input, caller }) => scout.profile(caller, input.inventor_id)),
  ];
}
