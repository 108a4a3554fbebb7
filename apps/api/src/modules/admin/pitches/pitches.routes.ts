import {
  adminFeaturePitch,
  adminGetPitches,
  adminPitchTexts,
  adminRestorePitch,
  adminUnpublishPitch,
  FEATURED_PITCHES_MAX,
  MODERATION_PAGE_SIZE,
} from '@angelbridge/contracts';
import type { Db } from '../../../db/client.js';
import { route } from '../../../http/contract-router.js';
import type { RateLimitStore } from '../../../http/rate-limit-store.js';
import { actorOf, moderationLimits } from '../moderation-calls.js';
import { pitchModeration } from './pitch-moderation.js';
import { featuredCount, listPitches } from './pitches.queries.js';

export function adminPitchesRoutes(db: Db, rateLimits: RateLimitStore, publicUrl: string) {
  const moderation = pitchModeration(db, publicUrl);
  const limits = moderationLimits(rateLimits);
  return [
    route(
      adminGetPitches,
      async ({ input }) => {
        const [{ pitches, total }, featured] = await Promise.all([
          listPitches(db, input, input.page, MODERATION_PAGE_SIZE),
          featuredCount(db),
        ]);
        return {
          pitches,
          total,
          page: input.page,
          page_size: MODERATION_PAGE_SIZE,
          featured_count: featured,
          featured_max: FEATURED_PITCHES_MAX,
        };
      },
      { limits: limits.reads },
    ),
    route(
      adminUnpublishPitch,
      async ({ input, caller, req }) => ({
        message: adminPitchTexts.unpublished,
        pitch: await moderation.unpublish(actorOf(caller, req), {
          pitchId: input.pitch_id,
          reason: input.reason,
        }),
      }),
      { limits: limits.writes },
    ),
    route(
      adminRestorePitch,
      async ({ input, caller, req }) => ({
        message: adminPitchTexts.restored,
        pitch: await moderation.restore(actorOf(caller, req), input.pitch_id),
      }),
      { limits: limits.writes },
    ),
    route(
      adminFeaturePitch,
      async ({ input, caller, req }) => {
        const result = await moderation.feature(actorOf(caller, req), input.pitch_id, input.value);
        return {
          message: input.value ? adminPitchTexts.featured : adminPitchTexts.unfeatured,
          ...result,
          featured_max: FEATURED_PITCHES_MAX,
        };
      },
      { limits: limits.writes },
    ),
  ];
}
