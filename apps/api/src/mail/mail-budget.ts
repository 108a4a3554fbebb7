import type { Logger } from 'pino';
import type { RateLimitStore } from '../http/rate-limit-store.js';
import type { Mailer, OutgoingMail } from './mailer.js';

const HOUR = 60 * 60_000;

/** The flows that mail a person because someone else may have asked: each has its own allowance. */
export type MailFlow =
  | 'register'
  | 'forget_password'
  | 'update_email'
  | 'update_mobile_number'
  | 'sign-up-attempt'
  | 'codes-paused';

/**
 * At most `perHour` mails per recipient and flow in an hour, however many calls ask for them, counted
 * in the shared store (every instance, across restarts). Calls past the allowance answer exactly as
 * before, they only send nothing: the cap must not tell anyone that an address is being mailed.
 */
export function createMailBudget(deps: {
  store: RateLimitStore;
  perHour: number;
  mailer: Mailer;
  logger: Logger;
}) {
  const { store, perHour } = deps;

  /** Counts one mail of `flow` to `to`; false once the hour's allowance is spent. */
  async function allow(to: string, flow: MailFlow): Promise<boolean> {
    const count = await store.hit(`mail:${flow}:${to.toLowerCase()}`, HOUR);
    return count.hits <= perHour;
  }

  return {
    allow,

    /**
     * Sends `mail` if the allowance lets it, in the background: the time an SMTP server takes (or its
     * failure) must not show in the answer. Resolves once the allowance is counted.
     */
    async send(flow: MailFlow, mail: OutgoingMail): Promise<void> {
      if (!(await allow(mail.to, flow))) return;
      deps.mailer
        .send(mail)
        .catch((err: unknown) => deps.logger.error({ err, flow }, 'a mail could not be sent'));
    },
  };
}

export type MailBudget = ReturnType<typeof createMailBudget>;
