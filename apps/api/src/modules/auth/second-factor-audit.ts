import type { verifySecondFactor } from '@angelbridge/contracts';
import type { Db } from '../../db/client.js';
import { adminAuditLog } from '../../db/schema/index.js';
import type { HandlerContext } from '../../http/contract-router.js';
import { requestIdOf } from '../../http/request-log.js';
import type { Limit } from '../../http/route-limits.js';
import { WrongSecondFactor } from './use-cases/second-factor.js';

/** The audit log's action names of the authenticator step. */
export const SIGN_IN_ACTIONS = { signedIn: 'adminSignIn', wrongCode: 'adminWrongCode' } as const;

/**
 * Puts every admin sign-in and every wrong authenticator code in the admin audit log, with the client
 * address (as the app sees it, after TRUST_PROXY): the admin is both who and what. Written straight
 * into the log's table (the admin module's `recordAdminAction` does the same insert): this module may
 * not import the admin module, which imports it. Codes refused by the budget (429) are not rows.
 */
export function secondFactorAudit(db: Db): Limit<HandlerContext<typeof verifySecondFactor>> {
  return async ({ caller, req }) =>
    async (failure) => {
      const wrong = failure?.error instanceof WrongSecondFactor;
      if (failure && !wrong) return;
      const address = req.ip ?? '';
      await db.insert(adminAuditLog).values({
        adminId: caller.userId,
        action: wrong ? SIGN_IN_ACTIONS.wrongCode : SIGN_IN_ACTIONS.signedIn,
        targetType: 'admin',
        targetId: caller.userId,
        reason: `${wrong ? 'Wrong authenticator code' : 'Signed in'} from ${address}`,
        after: { address },
        requestId: requestIdOf(req),
      });
    };
}
