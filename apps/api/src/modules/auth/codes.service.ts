import { createHash, createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import {
  LINK_ACTIONS,
  messages,
  OTP_LENGTH,
  OTP_RESEND_SECONDS,
  type OtpPurpose,
} from '@angelbridge/contracts';
import { webPaths } from '@angelbridge/contracts/web-paths';
import type { Db } from '../../db/client.js';
import { AppError } from '../../http/app-error.js';
import type { RateLimitStore } from '../../http/rate-limit-store.js';
import { createMailBudget } from '../../mail/mail-budget.js';
import { enqueueMail, type QueuedMail } from '../../mail/mail-queue.js';
import type { ModuleDeps } from '../module-deps.js';
import {
  countWrongTry,
  findLiveCode,
  replaceCode,
  replaceCodeOfNobody,
  useCode,
  useLink,
} from './codes.queries.js';

export const CODE_TTL_MINUTES = 10;
/** Wrong tries one code takes before it is void; the account's daily total is in code-budget.ts. */
export const CODE_MAX_ATTEMPTS = 3;
const RESEND_MS = OTP_RESEND_SECONDS * 1000;
/** No account has this id; decoy checks look it up. */
const NO_ACCOUNT = '00000000-0000-0000-0000-000000000000';
const LINKED: readonly OtpPurpose[] = LINK_ACTIONS;

export interface CodeRequest {
  /** Whom the resend wait is counted for (the e-mail address, or the account of a signed-in change). */
  cooldownKey: string;
  /** The account the code is for; null when the address has none (nothing is sent, the answer is the same). */
  userId: string | null;
  purpose: OtpPurpose;
  /** What the code confirms (the e-mail, or the new phone); a code only verifies against the same value. */
  bind: string;
  /** Where the mail goes: each recipient gets a few code mails of a flow an hour (mail-budget). */
  mailTo: string;
  /** The mail carrying the code; `link` completes the same step in the browser (sign-up and reset only, else null). */
  mail: (code: string, link: string | null) => QueuedMail;
}

export interface CodeCheck {
  userId: string;
  purpose: OtpPurpose;
  bind: string;
  code: string;
}

const invalid = () =>
  new AppError('BAD_REQUEST', messages.server.otpInvalid, { errors: { otp: messages.server.otpInvalid } });
const voided = () =>
  new AppError('TOO_MANY_REQUESTS', messages.server.otpTooManyAttempts, {
    errors: { otp: messages.server.otpTooManyAttempts },
  });
const badLink = () =>
  new AppError('BAD_REQUEST', messages.security.linkInvalid, {
    errors: { token: messages.security.linkInvalid },
  });

/** A link token is 256 random bits; only its SHA-256 is stored (a slow hash adds nothing at that size). */
const linkHashOf = (token: string) => createHash('sha256').update(token).digest('hex');

/** The one-time codes of sign-up, reset and contact changes; built once (compose.ts) and shared with profiles. */
export function createCodes(deps: Pick<ModuleDeps, 'db' | 'config'> & { store: RateLimitStore }) {
  const { db, config, store } = deps;
  const mailBudget = createMailBudget({ store, perHour: config.mailPerRecipientPerHour, db });
  const hash = (userId: string, purpose: OtpPurpose, bind: string, code: string) =>
    createHmac('sha256', config.jwtSecret).update(`${userId}\n${purpose}\n${bind}\n${code}`).digest();
  const waitKey = (request: CodeRequest) =>
    `code-wait:${request.purpose}:${request.cooldownKey.toLowerCase()}`;

  /**
   * Throws 429 with the seconds left when a code went out less than 60 s ago (issue starts the wait).
   * Counted in the shared store for every address alike, with or without an account, so the wait
   * tells nobody which exists. Compared here (not by the database clock) so tests may move time on.
   */
  async function ensureWaited(request: CodeRequest) {
    const wait = await store.peek(waitKey(request));
    const left = wait.hits > 0 ? Math.ceil((wait.resetAt.getTime() - Date.now()) / 1000) : 0;
    if (left > 0) throw new AppError('TOO_MANY_REQUESTS', messages.server.otpTooSoon, { retryAfter: left });
  }

  /**
   * Makes and mails the code, with a link for sign-up and reset. Without an account, or once the
   * recipient's mail allowance is spent, nothing is sent and the code already mailed stays good: a
   * code nobody receives must not void the one (and the link) the owner holds. Same work either way.
   */
  async function issue(request: CodeRequest): Promise<void> {
    const now = Date.now();
    const allowed = await mailBudget.allow(request.mailTo, request.purpose);
    await store.hold(waitKey(request), RESEND_MS);
    if (!request.userId || !allowed) {
      await replaceCodeOfNobody(db, request.purpose);
      return;
    }
    const code = String(randomInt(0, 10 ** OTP_LENGTH)).padStart(OTP_LENGTH, '0');
    const token = LINKED.includes(request.purpose) ? randomBytes(32).toString('base64url') : null;
    const userId = request.userId;
    // a fragment never leaves the browser: not in server logs, not in a Referer
    const mail = request.mail(
      code,
      token ? `${config.publicUrl}${webPaths.verifyLink}#token=${token}` : null,
    );
    // the code and its mail commit together: no mail for a code that was not stored, no code unmailed
    await db.transaction(async (t) => {
      const tx = t as unknown as Db;
      await replaceCode(tx, {
        userId,
        purpose: request.purpose,
        codeHash: hash(userId, request.purpose, request.bind, code).toString('hex'),
        linkHash: token ? linkHashOf(token) : null,
        createdAt: new Date(now),
        expiresAt: new Date(now + CODE_TTL_MINUTES * 60_000),
      });
      await enqueueMail(tx, mail);
    });
  }

  return {
    mailBudget,
    /** Throws 429 with the seconds left when a code went out less than 60 s ago. */
    reserve: ensureWaited,
    /** Makes and delivers the code (nothing when there is no account), without the resend wait. */
    issue,
    /** reserve, then issue. */
    async send(request: CodeRequest): Promise<void> {
      await ensureWaited(request);
      await issue(request);
    },

    /**
     * Which flow /otpSend without a purpose resends for an address: a reset asked for within a code's
     * lifetime, else sign-up. Kept in the shared store for every address typed, known or not.
     */
    async markReset(email: string): Promise<void> {
      await store.hold(`code-flow:${email.toLowerCase()}`, CODE_TTL_MINUTES * 60_000);
    },
    async flowOf(email: string): Promise<'register' | 'forget_password'> {
      const flow = await store.peek(`code-flow:${email.toLowerCase()}`);
      return flow.hits > 0 && flow.resetAt.getTime() > Date.now() ? 'forget_password' : 'register';
    },

    /**
     * The work of checking a wrong code, for an account that does not exist: the same reads and the same
     * hashing, so the answer for an unknown address takes as long as for a known one. Always refuses.
     */
    async decoy(purpose: OtpPurpose, bind: string, code: string): Promise<never> {
      const live = await findLiveCode(db, NO_ACCOUNT, purpose);
      hash(NO_ACCOUNT, purpose, bind, code);
      await countWrongTry(db, live?.id ?? NO_ACCOUNT, CODE_MAX_ATTEMPTS);
      throw invalid();
    },

    /** Accepts the newest code once; wrong tries count, and the third voids it. */
    async verify({ userId, purpose, bind, code }: CodeCheck): Promise<void> {
      const now = new Date();
      const live = await findLiveCode(db, userId, purpose);
      if (!live) {
        // the write a wrong code costs, so "no code" takes as long as "wrong code" (and as decoy)
        await countWrongTry(db, NO_ACCOUNT, CODE_MAX_ATTEMPTS);
        throw invalid();
      }
      if (live.attempts >= CODE_MAX_ATTEMPTS) throw voided();
      if (live.expiresAt.getTime() <= now.getTime()) throw invalid();
      const expected = Buffer.from(live.codeHash, 'hex');
      const given = hash(userId, purpose, bind, code);
      if (expected.length !== given.length || !timingSafeEqual(expected, given)) {
        const attempts = await countWrongTry(db, live.id, CODE_MAX_ATTEMPTS);
        if (attempts === null || attempts >= CODE_MAX_ATTEMPTS) throw voided();
        throw invalid();
      }
      if (!(await useCode(db, live.id, CODE_MAX_ATTEMPTS, now))) throw invalid();
    },

    /**
     * Uses a mailed link once: the account and purpose it completes. Wrong codes and the wrong-code
     * budget do not stop it (only its owner's mailbox has it); using it uses the code too.
     */
    async verifyLink(token: string): Promise<{ userId: string; purpose: 'register' | 'forget_password' }> {
      const used = await useLink(db, linkHashOf(token), LINKED, new Date());
      if (!used || (used.purpose !== 'register' && used.purpose !== 'forget_password')) throw badLink();
      return { userId: used.userId, purpose: used.purpose };
    },
  };
}

export type Codes = ReturnType<typeof createCodes>;
