import { getCms } from '@angelbridge/contracts';
import type { PreparedBody, PublicCache } from '../../cache/index.js';
import type { Db } from '../../db/client.js';
import { route } from '../../http/contract-router.js';
import { cmsService } from './cms.service.js';

export function cmsRoutes(db: Db, cache?: PublicCache<PreparedBody>) {
  const service = cmsService(db);
  return [
    route(
      getCms,
      async ({ input }) => ({ cms_data: await service.page(input.cms_code) }),
      cache ? { cache: { store: cache, key: (input) => input.cms_code } } : undefined,
    ),
  ];
}
