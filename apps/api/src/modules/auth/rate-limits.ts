import type { Request } from 'express';
import { ipKeyGenerator } from 'express-rate-limit';
import type { AuthRateLimit } from '../../config.js';
import { enforce, type RateLimitStore } from '../../http/rate-limit-store.js';

/** The client's address; an IPv6 client counts by its /56, as one household or host would. */
export const clientAddress = (req: Request) => ipKeyGenerator(req.ip ?? '');

/**
 * Limits on sign-in and code calls, counted in the shared PostgreSQL store:
 * - every call, per client address;
 * - codes asked for, per account.
 * Failed logins have budgets of their own: see login-guard.ts.
 */
export function createAuthLimits(store: RateLimitStore, config: AuthRateLimit) {
  const { windowMs } = config;

  return {
    /** Throws 429 when this address has used up its calls of `call` in the window. */
    address: (req: Request, call: string) =>
      enforce(store, `call:${call} ${clientAddress(req)}`, config.perAddress, windowMs),

    /** The address's calls of `call`, then the account's codes asked for. */
    async codeSend(req: Request, call: string, account: string) {
      await this.address(req, call);
      await enforce(store, `send:${account.toLowerCase()}`, config.perAccount, windowMs);
    },
  };
}

export type AuthLimits = ReturnType<typeof createAuthLimits>;
