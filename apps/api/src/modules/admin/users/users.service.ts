import { adminUserTexts, MODERATION_PAGE_SIZE } from '@angelbridge/contracts';
import type { Db } from '../../../db/client.js';
import { inTransaction } from '../../../db/transaction.js';
import { AppError } from '../../../http/app-error.js';
import { commitmentsForOtherModules } from '../../commitments/index.js';
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
 * The Users section: the list, one account's page, and suspend/restore, each in a transaction of its own
 * (a report's resolution uses `suspendUserIn` inside its own transaction instead).
 */
export function usersService(db: Db) {
  return {
    async list(filter: UserFilter & { page: number }) {
      const { users, total } = await listUsers(db, filter, filter.page, MODERATION_PAGE_SIZE);
      return { users, total, page: filter.page, page_size: MODERATION_PAGE_SIZE };
    },

    /** The account with its profile, pitches, requests and moderation history; 404 when it is gone. */
    async detail(userId: string) {
      const [user, profile, pitches, requests, commitments, history] = await Promise.all([
        findUserRow(db, userId),
        findUserProfile(db, userId),
        userPitches(db, userId),
        userRequests(db, userId),
        commitmentsForOtherModules.commitmentsForAdmin(db, userId, ADMIN_COMMITMENTS_SHOWN),
        userHistory(db, userId),
      ]);
      if (!user || !profile) throw new AppError('NOT_FOUND', adminUserTexts.userNotFound);
      return { user: { ...user, ...profile }, pitches, requests, commitments, history };
    },

    suspend: (actor: ModerationActor, input: { userId: string; reason: string }) =>
      inTransaction(db, (tx) => suspendUserIn(tx, actor, input)),
    restore: (actor: ModerationActor, userId: string) =>
      inTransaction(db, (tx) => restoreUserIn(tx, actor, userId)),
  };
}

export type UsersService = ReturnType<typeof usersService>;
