import { getFundRaiseData, globalSearch } from '@angelbridge/contracts';
import type { Db } from '../../db/client.js';
import { route } from '../../http/contract-router.js';
import { discoveryService } from './discovery.service.js';

export function discoveryRoutes(db: Db) {
  const service = discoveryService(db);
  return [
    route(globalSearch, async ({ input }) => ({ results: await service.globalSearch(input.search_query) })),
    route(getFundRaiseData, async () => ({ investment_data: await service.fundRaiseData() })),
  ];
}
