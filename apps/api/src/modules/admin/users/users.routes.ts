import {
  adminGetUserById,
  adminGetUsers,
  adminResetAuthenticator,
  adminRestoreUser,
  adminSuspendUser,
  adminUserTexts,
} from '@angelbridge/contracts';
import { type Route, route } from '../../../http/contract-router.js';
import { actorOf, type moderationLimits } from '../moderation-calls.js';
import type { UsersService } from './users.service.js';

/** The Users section's calls: each destructures, asks the service, answers. */
export function adminUsersRoutes(users: UsersService, limits: ReturnType<typeof moderationLimits>): Route[] {
  return [
    route(adminGetUsers, async ({ input }) => users.list(input), { limits: limits.reads }),
    route(adminGetUserById, async ({ input, caller }) => users.detail(input.user_id, caller.userId), {
      limits: limits.reads,
    }),
    route(
      adminSuspendUser,
      async ({ input, caller, req }) => ({
        message: adminUserTexts.suspended,
        user: await users.suspend(actorOf(caller, req), { userId: input.user_id, reason: input.reason }),
      }),
      { limits: limits.writes },
    ),
    route(
      adminRestoreUser,
      async ({ input, caller, req }) => ({
        message: adminUserTexts.restored,
        user: await users.restore(actorOf(caller, req), input.user_id),
      }),
      { limits: limits.writes },
    ),
    route(
      adminResetAuthenticator,
      async ({ input, caller, req }) => ({
        message: adminUserTexts.resetAuthenticatorDone,
        ...(await users.resetAuthenticator(actorOf(caller, req), input.user_id)),
      }),
      { limits: limits.writes },
    ),
  ];
}
