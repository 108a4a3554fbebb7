import { cmsTexts, getCmsVersions, publishCms, saveCmsDraft } from '@angelbridge/contracts';
import { cleanCmsHtml } from '@angelbridge/web/server';
import type { Db } from '../../../db/client.js';
import { inTransaction } from '../../../db/transaction.js';
import { AppError } from '../../../http/app-error.js';
import { type Route, route } from '../../../http/contract-router.js';
import { recordAdminAction } from '../audit/audit-log.js';
import { actorOf, type moderationLimits } from '../moderation-calls.js';
import {
  findVersion,
  listVersions,
  lockVersion,
  publishVersion,
  upsertDraft,
} from './cms-versions.queries.js';

async function versionById(db: Db, id: string) {
  const version = await findVersion(db, id);
  if (!version) throw new Error('a written version vanished');
  return version;
}

/** The terms and privacy texts: drafts, publication and restore, each audited in its transaction. */
export function contentRoutes(db: Db, limits: ReturnType<typeof moderationLimits>): Route[] {
  return [
    route(getCmsVersions, async ({ input }) => ({ versions: await listVersions(db, input.cms_code) }), {
      limits: limits.reads,
    }),
    route(
      saveCmsDraft,
      async ({ input, caller, req }) => {
        // stored clean: scripts, handlers, frames, forms and javascript: links never reach the table
        const content = await cleanCmsHtml(input.content);
        if (!content.replace(/<[^>]*>|&nbsp;/g, '').trim()) {
          throw new AppError('BAD_REQUEST', cmsTexts.contentRequired, {
            errors: { content: cmsTexts.contentRequired },
          });
        }
        const id = await inTransaction(db, async (tx) => {
          const saved = await upsertDraft(tx, {
            code: input.cms_code,
            title: input.title,
            content,
            adminId: caller.userId,
          });
          await recordAdminAction(tx, {
            adminId: caller.userId,
            action: 'saveCmsDraft',
            targetType: 'cms',
            targetId: saved.id,
            before: saved.before ?? undefined,
            after: { cms_code: input.cms_code, title: input.title, content },
            requestId: actorOf(caller, req).requestId,
          });
          return saved.id;
        });
        return { version: await versionById(db, id), message: cmsTexts.draftSaved };
      },
      { limits: limits.writes },
    ),
    route(
      publishCms,
      async ({ input, caller, req }) => {
        const id = await inTransaction(db, async (tx) => {
          const locked = await lockVersion(tx, input.version_id);
          if (!locked) {
            throw new AppError('NOT_FOUND', cmsTexts.versionNotFound, {
              errors: { version_id: cmsTexts.versionNotFound },
            });
          }
          // a draft saved before drafts were cleaned is cleaned as it goes live
          const version = { ...locked.version, content: await cleanCmsHtml(locked.version.content) };
          const publishedId = await publishVersion(tx, version, caller.userId);
          await recordAdminAction(tx, {
            adminId: caller.userId,
            action: locked.version.status === 'draft' ? 'publishCms' : 'restoreCms',
            targetType: 'cms',
            targetId: publishedId,
            before: locked.page ?? undefined,
            after: {
              cms_code: locked.version.cms_code,
              title: locked.version.title,
              content: version.content,
            },
            requestId: actorOf(caller, req).requestId,
          });
          return publishedId;
        });
        return { version: await versionById(db, id), message: cmsTexts.published };
      },
      { limits: limits.writes },
    ),
  ];
}
