import { messages } from '@angelbridge/contracts';
import type { Request } from 'express';
import type { LoginLimit } from '../../config.js';
import { AppError } from '../../http/app-error.js';
import type { RateLimitStore } from '../../http/rate-limit-store.js';
import { clientAddress } from '../../http/route-limits.js';
import type { Device, DeviceCookies } from './device-cookie.js';
import { hourlyBudget, type Take } from './hourly-budget.js';

/** How a login attempt was let through to the password check, and what to give back if it succeeds. */
export interface Admission {
  /** Gives the budgets back: a right password (or a fault before the check) is not a failed check. */
  release: () => Promise<void>;
}

const refused = (message: string, retryAfter: number) =>
  new AppError('TOO_MANY_REQUESTS', message, { retryAfter });

/**
 * Failed password checks (ASVS V2.2.1, OWASP device cookies), each budget over any 60 minutes:
 * - strangers (no trusted device cookie) share one budget per account, counted by the e-mail typed, so
 *   an address without an account behaves exactly like one with an account, and one budget per client
 *   address over every account (password spraying);
 * - a device the account signed in on before has a small budget of its own and is never refused for the
 *   strangers' budgets: a stranger cannot lock the owner out. Past its own budget the cookie is not
 *   trusted any more, and the device counts as a stranger.
 * Refusals come before the password check (no bcrypt), with retry_after.
 */
export function loginGuard(
  store: RateLimitStore,
  limit: LoginLimit,
  devices: DeviceCookies,
  accountIdOf: (email: string) => Promise<string | null>,
  /** The per-address limit on calls of /doLogin, which a known device is spared too. */
  callLimit: (req: Request) => Promise<void>,
) {
  const perAccount = hourlyBudget(store, 'login-account', limit.perAccount);
  const perAddress = hourlyBudget(store, 'login-address', limit.perAddress);
  const perDevice = hourlyBudget(store, 'login-device', limit.perDevice);
  const admitted = (takes: Take[]): Admission => ({
    release: async () => {
      for (const take of takes) if (take.ok) await take.giveBack();
    },
  });

  /** The device's own budget, when its cookie is for this very account; null when it is a stranger. */
  async function asKnownDevice(device: Device | null, email: string): Promise<Take | null> {
    if (!device || device.userId !== (await accountIdOf(email))) return null;
    const take = await perDevice.take(`${device.userId}:${device.deviceId}`);
    return take.ok ? take : null;
  }

  return {
    /** Whether this browser may try now; throws 429 when a stranger's budget is spent. */
    async admit(req: Request, email: string): Promise<Admission> {
      const device = devices.read(req);
      const known = await asKnownDevice(device, email);
      if (known) return admitted([known]);
      await callLimit(req);
      const address = await perAddress.take(clientAddress(req));
      if (!address.ok) throw refused(messages.security.loginAddressLimited, address.retryAfter);
      const account = await perAccount.take(email.toLowerCase());
      if (!account.ok) {
        await address.giveBack();
        throw refused(messages.security.loginLocked, account.retryAfter);
      }
      return admitted([address, account]);
    },

    /** A completed password reset: the strangers' guesses at the old password no longer matter. */
    clearAccount: (email: string) => perAccount.clear(email.toLowerCase()),
  };
}

export type LoginGuard = ReturnType<typeof loginGuard>;
