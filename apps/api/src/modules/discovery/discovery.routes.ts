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
import type { PublicCaches } from '../../cache/index.js';
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

/** The hour it is: a pitch page's key, so a kept page is never older than the hour it was made in. */
const thisHour = () => Math.floor(Date.now() / 3_600_000);

/**
 * `lists`: the public cache of people and pitches (any write to them empties it, on every instance).
 * Every answer here that is the same for every caller is kept in it, keyed by the validated input.
 * `pitchPages`: the same for pitch pages, which hear the founder's contact requests too.
 */
export function discoveryRoutes(
  { discovery, investments, platformStats, scout, seesMoreThanGuests }: DiscoveryServices,
  { lists, pitchPages }: Pick<PublicCaches, 'lists' | 'pitchPages'>,
) {
  const byInput = { cache: { store: lists, key: (input: unknown) => JSON.stringify(input) } };
  // private rounds show whole to their owners and certified investors only: their answers are made for
  // them alone (convention 19), everyone else's is the one public answer
  const personal = (caller: Caller) => seesMoreThanGuests(caller.userId);
  const byInputUnlessPersonal = { cache: { ...byInput.cache, personal } };
  // How soon the founder answers counts the decisions of the last 90 days: a window that slides with
  // time as well as with writes, so a page is kept within its hour (a decision leaving the window shows
  // at most an hour late).
  const pitchPage = {
    cache: {
      store: pitchPages,
      key: (input: unknown) => `${byInput.cache.key(input)}@${thisHour()}`,
      personal,
    },
  };
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
    route(
      getInvestmentPageDataById,
      async ({ input, caller }) => investments.detail(input.investment_id, caller?.userId ?? null),
      pitchPage,
    ),
    route(getScoutInvestor, async ({ input }) => scout.scout(input), byInput),
    route(getScoutInvestorById, async ({ input, caller }) => scout.profile(caller, input.inventor_id)),
  ];
}
