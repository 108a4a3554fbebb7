import type { Db } from '../../../db/client.js';
import { inTransaction } from '../../../db/transaction.js';
import { recordAdminAction } from '../audit/audit-log.js';
import { forgetSecondFactor } from './accounts.queries.js';

interface Reset {
  userId: string;
  /** Who asked: the acting admin, or (from the CLI, which has no signed-in admin) the admin themself. */
  actorId: string;
  requestId: string;
}

/**
 * Forgets an admin's authenticator app (confirmed or pending) inside the caller's transaction, with its
 * audit row: the next sign-in sets one up again, behind the code it e-mails. Re-enrolment never happens
 * through the password alone, only here: the CLI (`pnpm admin:create --reset-authenticator`) or another
 * admin in the console (users.service.ts). Answers whether there was one.
 */
export async function resetAuthenticatorIn(tx: Db, { userId, actorId, requestId }: Reset): Promise<boolean> {
  const before = await forgetSecondFactor(tx, userId);
  await recordAdminAction(tx, {
    adminId: actorId,
    action: 'resetAuthenticator',
    targetType: 'user',
    targetId: userId,
    before: { authenticator: before },
    after: { authenticator: 'none' },
    requestId,
  });
  return before !== 'none';
}

/** resetAuthenticatorIn in a transaction of its own. */
export function resetAuthenticator(db: Db, reset: Reset): Promise<boolean> {
  return inTransaction(db, (tx) => resetAuthenticatorIn(tx, reset));
}
