import { type AdminUserRow, adminUserTexts as m } from '@angelbridge/contracts';
import type { Db } from '../../../db/client.js';
import { AppError } from '../../../http/app-error.js';
import { recordAdminAction } from '../audit/audit-log.js';
import type { ModerationActor } from '../moderation-calls.js';
import { findUserRow, setSuspension } from './users.queries.js';

const snapshot = (user: AdminUserRow) => ({
  status: user.status,
  suspended_at: user.suspended_at,
  suspension_reason: user.suspension_reason,
});

/** The account, locked for the action; 404 when it is gone. */
async function lockedUser(tx: Db, userId: string): Promise<AdminUserRow> {
  const user = await findUserRow(tx, userId, true);
  if (!user) throw new AppError('NOT_FOUND', m.userNotFound);
  return user;
}

/**
 * Suspends an account inside the caller's transaction `tx`, with its audit row: refused (nothing
 * written) for an admin account, the acting admin's own above all, and for one already suspended (409).
 * What follows from it needs no more writes: the token lookup, sign-in, the public pitch and people
 * rules and the conversation status all read `suspended_at`, and the users trigger tells every
 * instance's public caches (migration public_change_notify).
 */
export async function suspendUserIn(
  tx: Db,
  actor: ModerationActor,
  input: { userId: string; reason: string },
): Promise<AdminUserRow> {
  const before = await lockedUser(tx, input.userId);
  if (before._id === actor.adminId) throw new AppError('FORBIDDEN', m.noSelf);
  if (before.user_type === 'admin') throw new AppError('FORBIDDEN', m.noAdmins);
  if (before.status === 'suspended') throw new AppError('CONFLICT', m.alreadySuspended);
  await setSuspension(tx, input.userId, input.reason);
  const after = (await findUserRow(tx, input.userId)) as AdminUserRow;
  await recordAdminAction(tx, {
    adminId: actor.adminId,
    action: 'suspendUser',
    targetType: 'user',
    targetId: input.userId,
    reason: input.reason,
    before: snapshot(before),
    after: snapshot(after),
    requestId: actor.requestId,
  });
  return after;
}

/** Restores a suspended account inside `tx`, with its audit row; 409 when it is not suspended. */
export async function restoreUserIn(tx: Db, actor: ModerationActor, userId: string): Promise<AdminUserRow> {
  const before = await lockedUser(tx, userId);
  if (before.status !== 'suspended') throw new AppError('CONFLICT', m.notSuspended);
  await setSuspension(tx, userId, null);
  const after = (await findUserRow(tx, userId)) as AdminUserRow;
  await recordAdminAction(tx, {
    adminId: actor.adminId,
    action: 'restoreUser',
    targetType: 'user',
    targetId: userId,
    before: snapshot(before),
    after: snapshot(after),
    requestId: actor.requestId,
  });
  return after;
}
