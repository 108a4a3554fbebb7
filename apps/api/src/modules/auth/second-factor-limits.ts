import type { getSecondFactorSetup } from '@angelbridge/contracts';
import type { Db } from '../../db/client.js';
import type { HandlerContext } from '../../http/contract-router.js';
import { type RateLimitStore, tooManyRequests } from '../../http/rate-limit-store.js';
import { type Limit, perAddress } from '../../http/route-limits.js';
import { secondFactorAudit } from './second-factor-audit.js';
import { WrongSecondFactor } from './use-cases/second-factor.js';

const WINDOW_MS = 15 * 60_000;
/** Calls per client address in the window (setup and codes, each). */
const PER_ADDRESS = 30;
/** Wrong or reused codes per admin (and so per token) in the window: a million codes cannot be tried five at a time. */
export const WRONG_SECOND_FACTOR_CODES = 5;

/**
 * The TOTP step's limits, in the shared store: calls per address, and a wrong-code budget per admin
 * that only a wrong code spends (the password was right, so this is what stands between a stolen
 * password and the console). Once spent, even a right code waits for the window to end.
 *
 * A code takes its place in the budget BEFORE it is checked, in one statement with the check of the
 * count (`hitUnder`), and gives it back when it was not wrong: parallel calls each see the others'
 * places, so however many arrive at once, at most five codes are checked. A token belongs to one admin,
 * so the admin's budget bounds each token's too; a used token is refused anyway (single use).
 */
export function secondFactorLimits(store: RateLimitStore, db: Db) {
  const wrongKey = (userId: string) => `totp-wrong:${userId}`;
  // the e-mailed set-up code and the app's codes spend the same budget
  const codeBudget: Limit<{ caller: { userId: string } }> = async ({ caller }) => {
    const key = wrongKey(caller.userId);
    const taken = await store.hitUnder(key, WINDOW_MS, WRONG_SECOND_FACTOR_CODES);
    if (!taken.counted) throw tooManyRequests({ hits: taken.hits, resetAt: taken.resetAt });
    return async (failure) => {
      if (!(failure?.error instanceof WrongSecondFactor)) await store.giveBack(key);
    };
  };
  return {
    setup: [perAddress(store, 'call:/getSecondFactorSetup', PER_ADDRESS, WINDOW_MS), codeBudget] as Limit<
      HandlerContext<typeof getSecondFactorSetup>
    >[],
    // the audit row is written after the call, for a sign-in or a wrong code (not a refused one)
    verify: [
      perAddress(store, 'call:/verifySecondFactor', PER_ADDRESS, WINDOW_MS),
      secondFactorAudit(db),
      codeBudget,
    ],
  };
}
