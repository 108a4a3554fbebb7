import type { CmsCode, CmsPage } from '@angelbridge/contracts';
import type { Db } from '../../db/client.js';
import { findCmsPage } from './cms.queries.js';

export function cmsService(db: Db) {
  return {
    async page(code: CmsCode): Promise<CmsPage | null> {
      const row = await findCmsPage(db, code);
      if (!row) return null;
      return {
        _id: row.id,
        cms_code: code,
        title: row.title,
        content: row.content,
        updated_at: row.updatedAt.toISOString(),
      };
    },
  };
}

export type CmsService = ReturnType<typeof cmsService>;
