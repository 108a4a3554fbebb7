import {
  getFundRaiseData,
  getInvestmentPageData,
  getInvestmentPageDataById,
  getScoutInvestor,
  getScoutInvestorById,
  globalSearch,
  messages,
} from '@angelbridge/contracts';
import type { Db } from '../../db/client.js';
import { AppError } from '../../http/app-error.js';
import { route } from '../../http/contract-router.js';
import { discoveryService } from './discovery.service.js';
import { investmentService } from './investment.service.js';
import { scoutService } from './scout.service.js';

export function discoveryRoutes(db: Db) {
  const service = discoveryService(db);
  const investments = investmentService(db);
  const scout = scoutService(db);
  return [
    route(globalSearch, async ({ input }) => ({ results: await service.globalSearch(input.search_query) })),
    route(getFundRaiseData, async () => ({ investment_data: await service.fundRaiseData() })),
    route(getInvestmentPageData, async ({ input }) => investments.listing(input)),
    route(getInvestmentPageDataById, async ({ input }) => investments.detail(input.investment_id)),
    route(getScoutInvestor, async ({ input }) => scout.scout(input)),
    route(getScoutInvestorById, async ({ input, caller }) => {
      // access 'user': the router has already refused callers without a session
      if (!caller) throw new AppError('UNAUTHORIZED', messages.server.unauthorized);
      return { scout_investor: await scout.profile(caller, input.inventor_id) };
    }),
  ];
}
