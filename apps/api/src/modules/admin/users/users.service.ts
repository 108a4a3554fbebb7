import {
  ADMIN_CERTIFICATIONS_SHOWN,
  type AdminUserRow,
  adminUserTexts,
  MODERATION_PAGE_SIZE,
} from '@angelbridge/contracts';
import type { Db } from '../../../db/client.js';
import { inTransaction } from '../../../db/transaction.js';
import { AppError } from '../../../http/app-error.js';
import { certificationsForAdmin } from '../../certification/index.js';
import { commitmentsForOtherModules } from '../../commitments/index.js';
import { resetAuthenticatorIn } from '../accounts/reset-authenticator.js';
import type { ModerationActor } from '../moderation-calls.js';
import { restoreUserIn, suspendUserIn } from './suspension.js';
import {
  findUserProfile,
  findUserRow,
  listUsers,
  type UserFilter,
  userHistory,
  userPitches,
  userRequests,
} from './users.queries.js';

/** Commitments an account's page lists (made, or received on its pitches), newest first. */
const ADMIN_COMMITMENTS_SHOWN = 50;

/**
 * Why this admin may not reset this account's authenticator, or null when they may: only an admin account
 * has one, and not one's own (an admin who could reset their own second factor from a session would make
 * it no second factor: a stolen session would do; the CLI on the server is the way back for the last admin).
 * The user page's button and the call itself both ask here.
 */
function resetAuthenticatorRefusal(user: Pick<AdminUserRow, '_id' | 'user_type'>, adminId: string) {
  if (user._id === adminId) return adminUserTexts.resetAuthenticatorSelf;
  if (user.user_type !== 'admin') return adminUserTexts.resetAuthenticatorNotAdmin;
  return null;
}

/**
 * The Users section: the list, one account's page, and suspend/restore, each in a transaction of its own
 * (a report's resolution uses `suspendUserIn` inside its own transaction instead).
 */
export function usersService(db: Db) {
  return {
    async list(filter: UserFilter & { page: number }) {
      const { users, total } = await listUsers(db, filter, filter.page, MODERATION_PAGE_SIZE);
      return { users, total, page: filter.page, page_size: MODERATION_PAGE_SIZE };
    },

    /**
     * The account with its profile, pitches, requests, commitments, certifications and moderation history, and what the
     * calling admin may do to it; 404 when it is gone.
     */
    async detail(userId: string, adminId: string) {
      const [user, profile, pitches, requests, commitments, certifications, history] = await Promise.all([
        findUserRow(db, userId),
        findUserProfile(db, userId),
        userPitches(db, userId),
        userRequests(db, userId),
        commitmentsForOtherModules.commitmentsForAdmin(db, userId, ADMIN_COMMITMENTS_SHOWN),
        certificationsForAdmin(db, userId, ADMIN_CERTIFICATIONS_SHOWN),
        userHistory(db, userId),
      ]);
      if (!user || !profile) throw new AppError('NOT_FOUND', adminUserTexts.userNotFound);
      return {
        user: { ...user, ...profile },
        pitches,
        requests,
        commitments,
        certifications,
        history,
        may_reset_authenticator: resetAuthenticatorRefusal(user, adminId) === null,
      };
    },

    suspend: (actor: ModerationActor, input: { userId: string; reason: string }) =>
      inTransaction(db, (tx) => suspendUserIn(tx, actor, input)),
    restore: (actor: ModerationActor, userId: string) =>
      inTransaction(db, (tx) => restoreUserIn(tx, actor, userId)),

    /** Forgets another admin's authenticator (a lost phone), audited with the acting admin. */
    resetAuthenticator: (actor: ModerationActor, userId: string) =>
      inTransaction(db, async (tx) => {
        const user = await findUserRow(tx, userId, true);
        if (!user) throw new AppError('NOT_FOUND', adminUserTexts.userNotFound);
        const refusal = resetAuthenticatorRefusal(user, actor.adminId);
        if (refusal) throw new AppError('BAD_REQUEST', refusal, { errors: { user_id: refusal } });
        const had = await resetAuthenticatorIn(tx, {
          userId,
          actorId: actor.adminId,
          requestId: actor.requestId,
        });
        return { had_authenticator: had };
      }),
  };
}

export type UsersService = ReturnType<typeof usersService>;
