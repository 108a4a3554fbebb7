import { type CmsVersion, cmsTexts, type saveCmsDraft } from '@angelbridge/contracts';
import { cleanCmsHtml } from '@angelbridge/web/server';
import type { z } from 'zod';
import type { Db } from '../../../db/client.js';
import { inTransaction } from '../../../db/transaction.js';
import { AppError } from '../../../http/app-error.js';
import { recordAdminAction } from '../audit/audit-log.js';
import type { ModerationActor } from '../moderation-calls.js';
import {
  findVersion,
  listVersions,
  lockVersion,
  publishVersion,
  upsertDraft,
} from './cms-versions.queries.js';

type Draft = z.output<(typeof saveCmsDraft)['request']>;

async function versionById(db: Db, id: string): Promise<CmsVersion> {
  const version = await findVersion(db, id);
  if (!version) throw new Error('a written version vanished');
  return version;
}

/** The terms and privacy texts: drafts, publication and restore, each audited in its transaction. */
export function contentService(db: Db) {
  return {
    versions: (code: Draft['cms_code']) => listVersions(db, code),

    async saveDraft(draft: Draft, actor: ModerationActor): Promise<CmsVersion> {
      // stored clean: scripts, handlers, frames, forms and javascript: links never reach the table
      const content = await cleanCmsHtml(draft.content);
      if (!content.replace(/<[^>]*>|&nbsp;/g, '').trim()) {
        throw new AppError('BAD_REQUEST', cmsTexts.contentRequired, {
          errors: { content: cmsTexts.contentRequired },
        });
      }
      const id = await inTransaction(db, async (tx) => {
        const saved = await upsertDraft(tx, {
          code: draft.cms_code,
          title: draft.title,
          content,
          adminId: actor.adminId,
        });
        await recordAdminAction(tx, {
          adminId: actor.adminId,
          action: 'saveCmsDraft',
          targetType: 'cms',
          targetId: saved.id,
          before: saved.before ?? undefined,
          after: { cms_code: draft.cms_code, title: draft.title, content },
          requestId: actor.requestId,
        });
        return saved.id;
      });
      return versionById(db, id);
    },

    /** Publishes a draft, or restores an earlier version as the published one. */
    async publish(versionId: string, actor: ModerationActor): Promise<CmsVersion> {
      const id = await inTransaction(db, async (tx) => {
        const locked = await lockVersion(tx, versionId);
        if (!locked) {
          throw new AppError('NOT_FOUND', cmsTexts.versionNotFound, {
            errors: { version_id: cmsTexts.versionNotFound },
          });
        }
        // a draft saved before drafts were cleaned is cleaned as it goes live
        const version = { ...locked.version, content: await cleanCmsHtml(locked.version.content) };
        const publishedId = await publishVersion(tx, version, actor.adminId);
        await recordAdminAction(tx, {
          adminId: actor.adminId,
          action: locked.version.status === 'draft' ? 'publishCms' : 'restoreCms',
          targetType: 'cms',
          targetId: publishedId,
          before: locked.page ?? undefined,
          after: {
            cms_code: locked.version.cms_code,
            title: locked.version.title,
            content: version.content,
          },
          requestId: actor.requestId,
        });
        return publishedId;
      });
      return versionById(db, id);
    },
  };
}

export type ContentService = ReturnType<typeof contentService>;
