import type { Db } from '../../db/client.js';
import type { RateLimitStore } from '../../http/rate-limit-store.js';
import { type ModerationActor, moderationLimits } from './moderation-calls.js';
import { unpublishPitchIn } from './pitches/pitch-moderation.js';
import { adminPitchesRoutes } from './pitches/pitches.routes.js';
import { pitchesService } from './pitches/pitches.service.js';
import { suspendUserIn } from './users/suspension.js';
import { adminUsersRoutes } from './users/users.routes.js';
import { usersService } from './users/users.service.js';

export type { ModerationActor } from './moderation-calls.js';

/**
 * Users and pitches of the admin console (issue 21): their routes, and the two take-downs other admin
 * areas act with (a report's resolution): each runs inside the caller's transaction and writes its
 * audit row there, so a report resolved with an action is one commit or nothing.
 */
export function createModeration(deps: { db: Db; rateLimits: RateLimitStore; publicUrl: string }) {
  const limits = moderationLimits(deps.rateLimits);
  const routes = [
    ...adminUsersRoutes(usersService(deps.db), limits),
    ...adminPitchesRoutes(pitchesService(deps.db, deps.publicUrl), limits),
  ];
  const service = {
    /** Suspends `userId` in `tx` (409 when already suspended, 403 for an admin account). */
    suspendUser: (tx: Db, input: ModerationActor & { userId: string; reason: string }) =>
      suspendUserIn(tx, input, input),
    /** Unpublishes `pitchId` in `tx` and queues the founder's e-mail (409 when already unpublished). */
    unpublishPitch: (tx: Db, input: ModerationActor & { pitchId: string; reason: string }) =>
      unpublishPitchIn(tx, input, input, deps.publicUrl),
  };
  return { routes, service };
}

export type ModerationService = ReturnType<typeof createModeration>['service'];
