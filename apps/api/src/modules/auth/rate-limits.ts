import { messages } from '@angelbridge/contracts';
import type { Request } from 'express';
import { ipKeyGenerator, type RateLimitRequestHandler, rateLimit } from 'express-rate-limit';
import type { AuthRateLimit } from '../../config.js';
import { AppError } from '../../http/app-error.js';

/** login: failed sign-ins; send: codes asked for; verify: wrong codes entered. */
export type AccountLimit = 'login' | 'send' | 'verify';

interface Subject {
  call: string;
  account: string;
}

/**
 * Per-address and per-account limits on sign-in and code calls (express-rate-limit, memory store).
 * Routes are plain handlers in this codebase, so the limiters run from inside the handler, after the
 * body is read: the account is the e-mail address in it.
 */
export function createAuthLimits(config: AuthRateLimit) {
  const subjects = new WeakMap<Request, Subject>();
  const subjectOf = (req: Request): Subject => subjects.get(req) ?? { call: req.path, account: '' };

  const limiter = (limit: number, key: (req: Request) => string, failuresOnly = false) =>
    rateLimit({
      windowMs: config.windowMs,
      limit,
      // one answer shape for every 429; the error handler writes Retry-After
      standardHeaders: false,
      legacyHeaders: false,
      skipSuccessfulRequests: failuresOnly,
      keyGenerator: (req) => key(req),
      handler: (req, _res, next) => {
        const reset = (req as Request & { rateLimit?: { resetTime?: Date } }).rateLimit?.resetTime;
        const retryAfter = reset ? Math.max(1, Math.ceil((reset.getTime() - Date.now()) / 1000)) : 1;
        next(new AppError('TOO_MANY_REQUESTS', messages.server.tooManyRequests, { retryAfter }));
      },
    });

  const perAddress = limiter(
    config.perAddress,
    (req) => `${subjectOf(req).call} ${ipKeyGenerator(req.ip ?? '')}`,
  );
  const perAccount: Record<AccountLimit, RateLimitRequestHandler> = {
    // a right password does not count, so only guessing uses the allowance up
    login: limiter(config.perAccount, (req) => subjectOf(req).account, true),
    send: limiter(config.perAccount, (req) => subjectOf(req).account),
    verify: limiter(config.perAccount, (req) => subjectOf(req).account, true),
  };

  const run = (handler: RateLimitRequestHandler, req: Request) =>
    new Promise<void>((resolve, reject) => {
      const res = req.res;
      if (!res) return reject(new Error('A rate limit needs the response of its request.'));
      void handler(req, res, (error?: unknown) => (error ? reject(error) : resolve()));
    });

  return {
    /** Throws 429 when this address has used up its calls of `call` in the window. */
    async address(req: Request, call: string): Promise<void> {
      subjects.set(req, { call, account: '' });
      await run(perAddress, req);
    },
    /** Both limits: the address's calls of `call`, then the account's allowance of that kind. */
    async addressAndAccount(req: Request, call: string, limit: AccountLimit, account: string): Promise<void> {
      await this.address(req, call);
      subjects.set(req, { call, account: account.toLowerCase() });
      await run(perAccount[limit], req);
    },
  };
}

export type AuthLimits = ReturnType<typeof createAuthLimits>;
