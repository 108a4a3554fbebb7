import type { RateLimitStore } from '../../http/rate-limit-store.js';
import type { ModuleDeps } from '../module-deps.js';
import { authRoutes } from './auth.routes.js';
import { authService } from './auth.service.js';
import { createAuthLimits } from './auth-limits.js';
import { createCodeLinks } from './code-links.js';
import type { Codes } from './codes.service.js';
import { deviceCookies } from './device-cookie.js';
import { createPasswords } from './passwords.js';
import type { HeldChanges } from './use-cases/auth-deps.js';

export { type Account, findAccountByEmail, findAccountById, findTokenVersion } from './auth.queries.js';
export { CODE_TTL_MINUTES, type CodeRequest, type Codes, createCodes } from './codes.service.js';
export { issuePasswordSetLink } from './password-set-link.js';
export { createPasswords, type Passwords } from './passwords.js';
export type { HeldChanges, Phone } from './use-cases/auth-deps.js';

export interface AuthModuleDeps extends ModuleDeps {
  rateLimits: RateLimitStore;
  /** The one-time codes, shared with profiles (built once in compose.ts). */
  codes: Codes;
  /** Profiles' held e-mail and phone changes, which /otpSend and /otpVerify complete. */
  profiles: HeldChanges;
}

/** Sign-up, sign-in, codes and passwords: the calls, behind their limits, and the use cases. */
export function createAuth(deps: AuthModuleDeps) {
  const devices = deviceCookies(deps.config.jwtSecret);
  const service = authService({
    ...deps,
    publicUrl: deps.config.publicUrl,
    enrolSecret: deps.config.jwtSecret,
    passwords: createPasswords(deps.config.env),
  });
  const limits = createAuthLimits({
    ...deps,
    store: deps.rateLimits,
    mailBudget: deps.codes.mailBudget,
    devices,
  });
  const verifyLink = createCodeLinks(deps);
  return { routes: authRoutes({ service, limits, devices, verifyLink }), service };
}
