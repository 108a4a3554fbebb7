import { messages, type OtpPurpose } from '@angelbridge/contracts';
import type { Config } from '../../config.js';
import type { Db } from '../../db/client.js';
import { AppError } from '../../http/app-error.js';
import type { Caller } from '../../http/caller.js';
import { type RateLimitStore, secondsLeft } from '../../http/rate-limit-store.js';
import type { MailBudget } from '../../mail/mail-budget.js';
import { codesPausedMail } from '../../mail/templates/security-mails.js';
import { findAccountByEmail, findAccountById } from './auth.queries.js';
import type { AccountRef } from './use-cases/auth-deps.js';

const DAY = 24 * 60 * 60_000;

export interface CodeOwner {
  email: string;
  firstName: string;
}

/**
 * The wrong-code budget of an account, counted in the shared store (every instance, across restarts).
 *
 * Why 3 a day: a code has 10,000 values, and the budget counts wrong codes from anyone, on any code, in
 * a 24-hour window. At most 3 wrong codes per window, and at most 31 windows in a month, is at most
 * 93 guesses a month, each right with a chance of 1 in 10,000 (1 in 9,997 at worst, as wrong values are
 * ruled out): 93 / 10,000 = 0.93%, under 1% per account per month. (Each code also takes 3 tries only.)
 *
 * Spending it refuses codes only, not the account: the link in every code mail (a 256-bit token) still
 * completes the step, so a stranger who spends the budget cannot lock the owner out, and codes are
 * still sent (with their links). The owner is told once per window.
 * The key is what the caller resolves (the account, or the address typed when there is none), so an
 * address without an account is counted and refused exactly like one with: nobody can tell them apart.
 */
export function createCodeBudget(deps: {
  store: RateLimitStore;
  budget: Config['codeBudget'];
  mailBudget: MailBudget;
}) {
  const { store, budget } = deps;
  const dayKey = (account: string) => `codes-wrong-day:${account.toLowerCase()}`;

  return {
    /**
     * Takes a code check's place in the account's budget, in one statement with the check of the count
     * (`hitUnder`: parallel checks each see the others' places, so a burst cannot check more codes than
     * the budget holds), or throws 429 while it is spent: "use the link" where the mail has one (sign-up,
     * reset), else "try again tomorrow" (a signed-in change: only the session's holder spends that budget).
     * The place is kept by a wrong code (`spent`, which tells the owner when it was the last), and given
     * back otherwise.
     */
    async take(account: string, { linked = true } = {}) {
      const key = dayKey(account);
      const taken = await store.hitUnder(key, DAY, budget.perDay);
      if (!taken.counted) {
        const message = linked ? messages.security.codesPaused : messages.security.codesPausedNoLink;
        throw new AppError('TOO_MANY_REQUESTS', message, {
          retryAfter: secondsLeft({ hits: taken.hits, resetAt: taken.resetAt }),
          errors: { otp: message },
        });
      }
      return {
        giveBack: () => store.giveBack(key),
        /** A wrong code keeps its place; the one that spends the budget tells the owner, if any. */
        async spent(owner: CodeOwner | null): Promise<void> {
          if (taken.hits + 1 !== budget.perDay || !owner) return;
          await deps.mailBudget.send('codes-paused', {
            to: owner.email,
            ...codesPausedMail({ firstName: owner.firstName }),
          });
        },
      };
    },
  };
}

/**
 * The key a sign-up or reset code check counts against: the account's id when there is one, so typing
 * the e-mail or the user_id spends the same budget; else the e-mail or id typed (counted just the same).
 * One read either way.
 */
export async function budgetKeyOf(db: Db, ref: AccountRef): Promise<string> {
  const account =
    ref.email !== undefined
      ? await findAccountByEmail(db, ref.email)
      : await findAccountById(db, ref.userId ?? '00000000-0000-0000-0000-000000000000');
  if (account && (!ref.userId || ref.userId === account.id)) return `account:${account.id}`;
  return ref.email !== undefined ? `email:${ref.email}` : `id:${ref.userId ?? ''}`;
}

export type CodeBudget = ReturnType<typeof createCodeBudget>;

/** A wrong, expired or voided code: what the wrong-code budget counts. */
export const isWrongCode = (error: unknown) =>
  error instanceof AppError &&
  (error.message === messages.server.otpInvalid || error.message === messages.server.otpTooManyAttempts);

/** Who hears that codes paused: the account's owner, when the key names one. */
export async function ownerOf(
  db: Db,
  ref: AccountRef,
  purpose: OtpPurpose,
  caller: Caller | null,
): Promise<CodeOwner | null> {
  const updating = purpose === 'update_email' || purpose === 'update_mobile_number';
  const account = updating
    ? await findAccountById(db, caller?.userId ?? '')
    : ref.email !== undefined
      ? await findAccountByEmail(db, ref.email)
      : await findAccountById(db, ref.userId ?? '');
  return account ? { email: account.email, firstName: account.firstName } : null;
}
