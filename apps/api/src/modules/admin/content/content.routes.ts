import { cmsTexts, getCmsVersions, publishCms, saveCmsDraft } from '@angelbridge/contracts';
import { type Route, route } from '../../../http/contract-router.js';
import { actorOf, type moderationLimits } from '../moderation-calls.js';
import type { ContentService } from './content.service.js';

/** The terms and privacy texts' calls: each destructures, asks the service, answers. */
export function contentRoutes(content: ContentService, limits: ReturnType<typeof moderationLimits>): Route[] {
  return [
    route(getCmsVersions, async ({ input }) => ({ versions: await content.versions(input.cms_code) }), {
      limits: limits.reads,
    }),
    route(
      saveCmsDraft,
      async ({ input, caller, req }) => ({
        version: await content.saveDraft(input, actorOf(caller, req)),
        message: cmsTexts.draftSaved,
      }),
      { limits: limits.writes },
    ),
    route(
      publishCms,
      async ({ input, caller, req }) => ({
        version: await content.publish(input.version_id, actorOf(caller, req)),
        message: cmsTexts.published,
      }),
      { limits: limits.writes },
    ),
  ];
}
