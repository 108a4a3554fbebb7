import type { CmsCode, CmsPage } from '@angelbridge/contracts';
import { cleanCmsHtml } from '@angelbridge/web/server';
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
        // cleaned on read too: a text stored before cleaning on save existed holds what it held
        content: await cleanCmsHtml(row.content),
        updated_at: row.updatedAt.toISOString(),
      };
    },
  };
}

export type CmsService = ReturnType<typeof cmsService>;
