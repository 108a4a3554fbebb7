import type { Request } from 'express';
import { ipKeyGenerator } from 'express-rate-limit';
import type { AuthRateLimit } from '../../config.js';
import { enforce, type RateLimitStore, tooManyRequests } from '../../http/rate-limit-store.js';

/** The client's address; an IPv6 client counts by its /56, as one household or host would. */
export const clientAddress = (req: Request) => ipKeyGenerator(req.ip ?? '');

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Limits on sign-in and code calls, counted in the shared PostgreSQL store:
 * - every call, per client address;
 * - codes asked for, per account;
 * - failed logins per account and address together: a guesser is stopped without locking the owner out,
 *   who signs in from another address;
 * - failed logins per account from everywhere: past a ceiling every further try is slowed down, a little
 *   more each time, never refused, so a spread-out guesser is slowed and the owner still gets in.
 */
export function createAuthLimits(store: RateLimitStore, config: AuthRateLimit) {
  const { windowMs } = config;
  const loginKeys = (req: Request, account: string) => ({
    pair: `login:${account.toLowerCase()} ${clientAddress(req)}`,
    account: `login:${account.toLowerCase()}`,
  });

  return {
    /** Throws 429 when this address has used up its calls of `call` in the window. */
    address: (req: Request, call: string) =>
      enforce(store, `call:${call} ${clientAddress(req)}`, config.perAddress, windowMs),

    /** The address's calls of `call`, then the account's codes asked for. */
    async codeSend(req: Request, call: string, account: string) {
      await this.address(req, call);
      await enforce(store, `send:${account.toLowerCase()}`, config.perAccount, windowMs);
    },

    /** Before checking a password: 429 for a guessing pair, a growing delay past the account's ceiling. */
    async beforeLogin(req: Request, account: string) {
      await this.address(req, '/doLogin');
      const keys = loginKeys(req, account);
      const pair = await store.peek(keys.pair);
      if (pair.hits >= config.perAccount) throw tooManyRequests(pair);
      const overall = await store.peek(keys.account);
      const over = overall.hits - config.loginCeiling;
      if (over >= 0) await sleep(Math.min(config.maxLoginDelayMs, (over + 1) * config.loginDelayStepMs));
    },

    /** A wrong password counts for the pair and for the account. */
    async loginFailed(req: Request, account: string) {
      const keys = loginKeys(req, account);
      await store.hit(keys.pair, windowMs);
      await store.hit(keys.account, windowMs);
    },
  };
}

export type AuthLimits = ReturnType<typeof createAuthLimits>;
