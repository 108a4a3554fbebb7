import type { Db } from '../db/client.js';
import type { RateLimitStore } from '../http/rate-limit-store.js';
import { enqueueMail, type QueuedMail } from './mail-queue.js';

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
export function createMailBudget(deps: { store: RateLimitStore; perHour: number; db: Db }) {
  const { store, perHour } = deps;

  /** Counts one mail of `flow` to `to`; false once the hour's allowance is spent. */
  async function allow(to: string, flow: MailFlow): Promise<boolean> {
    const count = await store.hit(`mail:${flow}:${to.toLowerCase()}`, HOUR);
    return count.hits <= perHour;
  }

  return {
    allow,

    /**
     * Enqueues `mail` if the allowance lets it (in `db`, the caller's transaction when it has one): the
     * queue's worker sends it, so the time an SMTP server takes (or its failure) never shows in the answer.
     */
    async send(flow: MailFlow, mail: QueuedMail, db: Db = deps.db): Promise<void> {
      if (!(await allow(mail.to, flow))) return;
      await enqueueMail(db, mail);
    },
  };
}

export type MailBudget = ReturnType<typeof createMailBudget>;
