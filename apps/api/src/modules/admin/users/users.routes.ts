import {
  adminGetUserById,
  adminGetUsers,
  adminRestoreUser,
  adminSuspendUser,
  adminUserTexts,
  MODERATION_PAGE_SIZE,
} from '@angelbridge/contracts';
import type { Db } from '../../../db/client.js';
import { AppError } from '../../../http/app-error.js';
import { route } from '../../../http/contract-router.js';
import type { RateLimitStore } from '../../../http/rate-limit-store.js';
import { actorOf, moderationLimits } from '../moderation-calls.js';
import { suspensionService } from './suspension.js';
import {
  findUserProfile,
  findUserRow,
  listUsers,
  userHistory,
  userPitches,
  userRequests,
} from './users.queries.js';

export function adminUsersRoutes(db: Db, rateLimits: RateLimitStore) {
  const suspension = suspensionService(db);
  const limits = moderationLimits(rateLimits);
  return [
    route(
      adminGetUsers,
      async ({ input }) => {
        const { users, total } = await listUsers(db, input, input.page, MODERATION_PAGE_SIZE);
        return { users, total, page: input.page, page_size: MODERATION_PAGE_SIZE };
      },
      { limits: limits.reads },
    ),
    route(
      adminGetUserById,
      async ({ input }) => {
        const [user, profile, pitches, requests, history] = await Promise.all([
          findUserRow(db, input.user_id),
          findUserProfile(db, input.user_id),
          userPitches(db, input.user_id),
          userRequests(db, input.user_id),
          userHistory(db, input.user_id),
        ]);
        if (!user || !profile) throw new AppError('NOT_FOUND', adminUserTexts.userNotFound);
        return { user: { ...user, ...profile }, pitches, requests, history };
      },
      { limits: limits.reads },
    ),
    route(
      adminSuspendUser,
      async ({ input, caller, req }) => ({
        message: adminUserTexts.suspended,
        user: await suspension.suspend(actorOf(caller, req), { userId: input.user_id, reason: input.reason }),
      }),
      { limits: limits.writes },
    ),
    route(
      adminRestoreUser,
      async ({ input, caller, req }) => ({
        message: adminUserTexts.restored,
        user: await suspension.restore(actorOf(caller, req), input.user_id),
      }),
      { limits: limits.writes },
    ),
  ];
}
