import { getCms } from '@angelbridge/contracts';
import type { Db } from '../../db/client.js';
import { route } from '../../http/contract-router.js';
import { cmsService } from './cms.service.js';

export function cmsRoutes(db: Db) {
  const service = cmsService(db);
  return [route(getCms, async ({ input }) => ({ cms_data: await service.page(input.cms_code) }))];
}
