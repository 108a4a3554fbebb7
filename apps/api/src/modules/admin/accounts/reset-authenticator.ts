import { eq } from 'drizzle-orm';
import type { Db } from '../../../db/client.js';
import { adminSecondFactors } from '../../../db/schema/index.js';
import { inTransaction } from '../../../db/transaction.js';
import { recordAdminAction } from '../audit/audit-log.js';

/**
 * Forgets an admin's authenticator app (confirmed or pending), audited in the same transaction: the
 * next sign-in sets one up again, behind the code it e-mails. Re-enrolment never happens through the
 * password alone, only here (`pnpm admin:create --reset-authenticator`). `actorId` is who asked: the
 * CLI has no signed-in admin, so it names the admin whose app is reset.
 */
export async function resetAuthenticator(
  db: Db,
  { userId, actorId, requestId }: { userId: string; actorId: string; requestId: string },
): Promise<boolean> {
  return inTransaction(db, async (tx) => {
    const removed = await tx
      .delete(adminSecondFactors)
      .where(eq(adminSecondFactors.userId, userId))
      .returning({ confirmedAt: adminSecondFactors.confirmedAt });
    await recordAdminAction(tx, {
      adminId: actorId,
      action: 'resetAuthenticator',
      targetType: 'user',
      targetId: userId,
      before: { authenticator: removed[0] ? (removed[0].confirmedAt ? 'confirmed' : 'pending') : 'none' },
      after: { authenticator: 'none' },
      requestId,
    });
    return removed.length > 0;
  });
}
