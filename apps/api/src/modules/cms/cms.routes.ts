import { getCms } from '@angelbridge/contracts';
import type { PreparedBody, PublicCache } from '../../cache/index.js';
import { route } from '../../http/contract-router.js';
import type { CmsService } from './cms.service.js';

export function cmsRoutes(service: CmsService, cache?: PublicCache<PreparedBody>) {
  return [
    route(
      getCms,
      async ({ input }) => ({ cms_data: await service.page(input.cms_code) }),
      cache ? { cache: { store: cache, key: (input) => input.cms_code } } : undefined,
    ),
  ];
}
