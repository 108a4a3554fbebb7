import { type changePassword, messages } from '@angelbridge/contracts';
import type { Config } from '../../config.js';
import type { Db } from '../../db/client.js';
import { AppError } from '../../http/app-error.js';
import type { HandlerContext } from '../../http/contract-router.js';
import type { RateLimitStore } from '../../http/rate-limit-store.js';
import type { Limit } from '../../http/route-limits.js';
import { enqueueMail } from '../../mail/mail-queue.js';
import { passwordGuessesMail } from '../../mail/templates/security-mails.js';
import { findAccountById } from './auth.queries.js';
import { hourlyBudget } from './hourly-budget.js';

const HOUR_MS = 3_600_000;
/** Wrong current passwords per account in any 60 minutes: the same as /deleteMyAccount's tries. */
export const PASSWORD_CHANGE_TRIES_PER_HOUR = 5;

const isWrongCurrentPassword = (error: unknown) =>
  error instanceof AppError && error.message === messages.server.currentPasswordWrong;

/**
 * /changePassword's budget on wrong current passwords, so a stolen session token is no password oracle:
 * a try takes its place before the password is checked (one statement, see hourlyBudget) and gives it
 * back unless the password was wrong. Once spent, every try waits (429 with `retry_after`), a right
 * password too, and the owner is mailed, through the job queue: the job's key names the hour, so one
 * mail per hour however many tries are refused.
 */
export function passwordChangeLimit(deps: { db: Db; store: RateLimitStore; config: Config }) {
  const budget = hourlyBudget(deps.store, 'password-change', PASSWORD_CHANGE_TRIES_PER_HOUR);
  const limit: Limit<HandlerContext<typeof changePassword>> = async ({ caller }) => {
    const taken = await budget.take(caller.userId);
    if (!taken.ok) {
      await tellOwner(caller.userId);
      throw new AppError('TOO_MANY_REQUESTS', messages.server.tooManyRequests, {
        retryAfter: taken.retryAfter,
      });
    }
    return async (failure) => {
      if (!(failure && isWrongCurrentPassword(failure.error))) await taken.giveBack();
    };
  };

  async function tellOwner(userId: string) {
    const account = await findAccountById(deps.db, userId);
    if (!account) return;
    const hour = Math.floor(Date.now() / HOUR_MS);
    await enqueueMail(
      deps.db,
      {
        to: account.email,
        ...passwordGuessesMail({ firstName: account.firstName, publicUrl: deps.config.publicUrl }),
      },
      `password-guesses:${userId}:${hour}`,
    );
  }

  return [limit];
}
