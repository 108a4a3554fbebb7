import { getFundRaiseData, globalSearch } from '@angelbridge/contracts';
import type { PreparedBody, PublicCache } from '../../cache/index.js';
import type { Db } from '../../db/client.js';
import { route } from '../../http/contract-router.js';
import { discoveryService } from './discovery.service.js';

/** `lists`: the public cache of people and pitches (any write to them empties it, on every instance). */
export function discoveryRoutes(db: Db, lists?: PublicCache<PreparedBody>) {
  const service = discoveryService(db);
  return [
    route(globalSearch, async ({ input }) => ({ results: await service.globalSearch(input.search_query) })),
    route(
      getFundRaiseData,
      async () => ({ investment_data: await service.fundRaiseData() }),
      lists ? { cache: { store: lists, key: () => '' } } : undefined,
    ),
  ];
}
