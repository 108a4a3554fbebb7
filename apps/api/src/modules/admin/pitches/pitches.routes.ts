import {
  adminFeaturePitch,
  adminGetPitchById,
  adminGetPitches,
  adminPitchTexts,
  adminRestorePitch,
  adminUnpublishPitch,
} from '@angelbridge/contracts';
import { type Route, route } from '../../../http/contract-router.js';
import { actorOf, type moderationLimits } from '../moderation-calls.js';
import type { PitchesService } from './pitches.service.js';

/** The Pitches section's calls: each destructures, asks the service, answers. */
export function adminPitchesRoutes(
  pitches: PitchesService,
  limits: ReturnType<typeof moderationLimits>,
): Route[] {
  return [
    route(adminGetPitches, async ({ input }) => pitches.list(input), { limits: limits.reads }),
    route(adminGetPitchById, async ({ input }) => pitches.detail(input.pitch_id), { limits: limits.reads }),
    route(
      adminUnpublishPitch,
      async ({ input, caller, req }) => ({
        message: adminPitchTexts.unpublished,
        pitch: await pitches.unpublish(actorOf(caller, req), {
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
        pitch: await pitches.restore(actorOf(caller, req), input.pitch_id),
      }),
      { limits: limits.writes },
    ),
    route(
      adminFeaturePitch,
      async ({ input, caller, req }) => ({
        message: input.value ? adminPitchTexts.featured : adminPitchTexts.unfeatured,
        ...(await pitches.feature(actorOf(caller, req), input.pitch_id, input.value)),
      }),
      { limits: limits.writes },
    ),
  ];
}
