import { messages } from '@angelbridge/contracts';
import type { Logger } from 'pino';
import type { Config } from '../../config.js';
import { AppError } from '../../http/app-error.js';
import { type RateLimitStore, secondsLeft } from '../../http/rate-limit-store.js';
import type { Mailer } from '../../mail/mailer.js';
import { codesPausedMail } from '../../mail/templates/security-mails.js';

const HOUR = 60 * 60_000;
export const CODE_PAUSE_HOURS = 24;

export interface CodeOwner {
  email: string;
  firstName: string;
}

/**
 * The wrong-code budget of an account, counted in the shared store so that it survives restarts and
 * binds every instance: past `perHour` wrong codes in an hour or `perDay` in a day, codes for the
 * account pause for 24 hours (none is sent, none is accepted) and its owner is e-mailed.
 * The key is what the caller names (the e-mail typed, or the signed-in user), so an address without an
 * account is counted and paused exactly like one with: the answers tell nobody which exists.
 */
export function createCodeBudget(deps: {
  store: RateLimitStore;
  budget: Config['codeBudget'];
  mailer: Mailer;
  logger: Logger;
}) {
  const { store, budget } = deps;
  const keys = (account: string) => {
    const key = account.toLowerCase();
    return { pause: `codes-paused:${key}`, hour: `codes-wrong-hour:${key}`, day: `codes-wrong-day:${key}` };
  };

  return {
    /** Throws 429 while codes for `account` are paused. */
    async ensureOpen(account: string): Promise<void> {
      const pause = await store.peek(keys(account).pause);
      if (pause.hits > 0) {
        throw new AppError('TOO_MANY_REQUESTS', messages.security.codesPaused, {
          retryAfter: secondsLeft(pause),
          errors: { otp: messages.security.codesPaused },
        });
      }
    },

    /** Counts a wrong code; the one that spends the budget pauses codes and tells the owner, if any. */
    async spend(account: string, owner: CodeOwner | null): Promise<void> {
      const k = keys(account);
      const hour = await store.hit(k.hour, HOUR);
      const day = await store.hit(k.day, 24 * HOUR);
      if (hour.hits < budget.perHour && day.hits < budget.perDay) return;
      await store.hold(k.pause, CODE_PAUSE_HOURS * HOUR);
      await store.clear(k.hour);
      await store.clear(k.day);
      if (!owner) return;
      deps.mailer
        .send({
          to: owner.email,
          ...codesPausedMail({ firstName: owner.firstName, hours: CODE_PAUSE_HOURS }),
        })
        .catch((err: unknown) => deps.logger.error({ err }, 'the codes-paused mail could not be sent'));
    },
  };
}

export type CodeBudget = ReturnType<typeof createCodeBudget>;
