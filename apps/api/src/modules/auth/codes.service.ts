import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { messages, OTP_LENGTH, OTP_RESEND_SECONDS, type OtpPurpose } from '@angelbridge/contracts';
import type { Db } from '../../db/client.js';
import { AppError } from '../../http/app-error.js';
import {
  countWrongTry,
  findLiveCode,
  lastSentAt,
  replaceCode,
  replaceCodeOfNobody,
  useCode,
} from './codes.queries.js';

export const CODE_TTL_MINUTES = 10;
export const CODE_MAX_ATTEMPTS = 5;
const RESEND_MS = OTP_RESEND_SECONDS * 1000;
/** No account has this id; decoy checks look it up. */
const NO_ACCOUNT = '00000000-0000-0000-0000-000000000000';

/**
 * Which addresses without a code-taking account asked for a code lately, in memory. Accounts are timed
 * from their last code in the database; these are timed here, so a resend too soon answers the same
 * whether or not the account exists.
 */
class Cooldowns {
  readonly #until = new Map<string, number>();

  /** Seconds left before `key` may have another code; 0 means it may, and the wait starts now. */
  claim(key: string, now: number): number {
    const until = this.#until.get(key);
    if (until !== undefined && until > now) return Math.ceil((until - now) / 1000);
    if (this.#until.size > 10_000) this.#sweep(now);
    this.#until.set(key, now + RESEND_MS);
    return 0;
  }

  #sweep(now: number) {
    for (const [key, until] of this.#until) if (until <= now) this.#until.delete(key);
  }
}

export interface CodeRequest {
  /** Whom the resend wait is counted for when there is no account (the e-mail address). */
  cooldownKey: string;
  /** The account the code is for; null when the address has none (nothing is sent, the answer is the same). */
  userId: string | null;
  purpose: OtpPurpose;
  /** What the code confirms (the e-mail, or the new phone); a code only verifies against the same value. */
  bind: string;
  deliver: (code: string) => Promise<void>;
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

export function createCodes(db: Db, secret: string) {
  const cooldowns = new Cooldowns();
  const hash = (userId: string, purpose: OtpPurpose, bind: string, code: string) =>
    createHmac('sha256', secret).update(`${userId}\n${purpose}\n${bind}\n${code}`).digest();

  /** Throws 429 with the seconds left when a code went out less than 60 s ago. */
  async function waitOrClaim(request: CodeRequest, now: number) {
    let left: number;
    if (request.userId) {
      // the database knows every code sent, by any instance of the API
      const sent = await lastSentAt(db, request.userId, request.purpose);
      left = sent ? Math.ceil((sent.getTime() + RESEND_MS - now) / 1000) : 0;
    } else {
      left = cooldowns.claim(`${request.purpose}:${request.cooldownKey}`, now);
    }
    if (left > 0) {
      throw new AppError('TOO_MANY_REQUESTS', messages.server.otpTooSoon, { retryAfter: left });
    }
  }

  async function issue(request: CodeRequest): Promise<void> {
    if (!request.userId) return;
    const now = Date.now();
    const code = String(randomInt(0, 10 ** OTP_LENGTH)).padStart(OTP_LENGTH, '0');
    await replaceCode(db, {
      userId: request.userId,
      purpose: request.purpose,
      codeHash: hash(request.userId, request.purpose, request.bind, code).toString('hex'),
      createdAt: new Date(now),
      expiresAt: new Date(now + CODE_TTL_MINUTES * 60_000),
    });
    await request.deliver(code);
  }

  return {
    /** Throws 429 with the seconds left when a code went out less than 60 s ago; else the wait starts. */
    reserve: (request: CodeRequest) => waitOrClaim(request, Date.now()),
    /** Makes and delivers the code (nothing when there is no account); call after reserve. */
    issue,
    /** reserve, then issue. */
    async send(request: CodeRequest): Promise<void> {
      await waitOrClaim(request, Date.now());
      await issue(request);
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

    /**
     * The reads and writes of making a code, for an address that gets none (a taken sign-up address):
     * the answer then takes as long as a real sign-up's. Changes nothing.
     */
    async decoyIssue(purpose: OtpPurpose): Promise<void> {
      await lastSentAt(db, NO_ACCOUNT, purpose);
      await replaceCodeOfNobody(db, purpose);
    },

    /** Whether a code of `purpose` is still waiting to be entered (resend picks the flow by it). */
    async isWaiting(userId: string, purpose: OtpPurpose): Promise<boolean> {
      const live = await findLiveCode(db, userId, purpose);
      return live !== null && live.expiresAt.getTime() > Date.now() && live.attempts < CODE_MAX_ATTEMPTS;
    },

    /** Accepts the newest code once; wrong tries count, and the fifth voids it. */
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
  };
}

export type Codes = ReturnType<typeof createCodes>;
