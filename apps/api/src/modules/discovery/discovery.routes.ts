import {
  getFundRaiseData,
  getInvestmentPageData,
  getInvestmentPageDataById,
  getScoutInvestor,
  getScoutInvestorById,
  globalSearch,
  messages,
} from '@angelbridge/contracts';
import type { PreparedBody, PublicCache } from '../../cache/index.js';
import type { Db } from '../../db/client.js';
import { AppError } from '../../http/app-error.js';
import { route } from '../../http/contract-router.js';
import { discoveryService } from './discovery.service.js';
import { investmentService } from './investment.service.js';
import { scoutService } from './scout.service.js';

/**
 * `lists`: the public cache of people and pitches (any write to them empties it, on every instance).
 * Every answer here that is the same for every caller is kept in it, keyed by the validated input.
 */
export function discoveryRoutes(db: Db, lists?: PublicCache<PreparedBody>) {
  const service = discoveryService(db);
  const investments = investmentService(db);
  const scout = scoutService(db);
  const cached = <T>(key: (input: T) => string) => (lists ? { cache: { store: lists, key } } : undefined);
  const byInput = cached((input: unknown) => JSON.stringify(input));
  return [
    route(globalSearch, async ({ input }) => ({ results: await service.globalSearch(input.search_query) })),
    route(getFundRaiseData, async () => ({ investment_data: await service.fundRaiseData() }), byInput),
    route(getInvestmentPageData, async ({ input }) => investments.listing(input), byInput),
    // not cached: how soon the founder answers changes with every decision and with the passing days
    route(getInvestmentPageDataById, async ({ input }) => investments.detail(input.investment_id)),
    route(getScoutInvestor, async ({ input }) => scout.scout(input), byInput),
    route(getScoutInvestorById, async ({ input, caller }) => {
      // access 'user': the router has already refused callers without a session
      if (!caller) throw new AppError('UNAUTHORIZED', messages.server.unauthorized);
      return { scout_investor: await scout.profile(caller, input.inventor_id) };
    }),
  ];
}
