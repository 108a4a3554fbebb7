import {
  doLogin,
  doRegister,
  type Endpoint,
  forgetPassword,
  type OtpPurpose,
  otpSend,
  otpVerify,
  otpVerifyLink,
} from '@angelbridge/contracts';
import type { Request } from 'express';
import type { Config } from '../../config.js';
import type { Db } from '../../db/client.js';
import { AppError } from '../../http/app-error.js';
import type { HandlerContext } from '../../http/contract-router.js';
import { enforce, type RateLimitStore } from '../../http/rate-limit-store.js';
import { type Limit, perAddress, timingFloor } from '../../http/route-limits.js';
import type { MailBudget } from '../../mail/mail-budget.js';
import { findAccountByEmail } from './auth.queries.js';
import { budgetKeyOf, createCodeBudget, isWrongCode, ownerOf } from './code-budget.js';
import type { DeviceCookies } from './device-cookie.js';
import { loginGuard } from './login-guard.js';
import { passwordChangeLimit } from './password-change-limit.js';
import { secondFactorLimits } from './second-factor-limits.js';

type Limits<E extends Endpoint> = Limit<HandlerContext<E>>[];

export interface AuthLimitsDeps {
  db: Db;
  config: Config;
  store: RateLimitStore;
  mailBudget: MailBudget;
  devices: DeviceCookies;
}

const isUpdate = (purpose: OtpPurpose | undefined) =>
  purpose === 'update_email' || purpose === 'update_mobile_number';

/**
 * The limits of the sign-in calls, as route options, all counted in the shared store:
 * - every call, per client address; codes asked for, per account (config.authRateLimit);
 * - failed logins (login-guard.ts) and wrong codes (code-budget.ts) have budgets of their own;
 * - the calls that could tell whether an address has an account answer no sooner than a floor.
 */
export function createAuthLimits({ db, config, store, mailBudget, devices }: AuthLimitsDeps) {
  const { perAccount, windowMs } = config.authRateLimit;
  const floors = config.timingFloors;
  const address = (call: string) =>
    perAddress(store, `call:${call}`, config.authRateLimit.perAddress, windowMs);
  /** The address's calls of `call`, then the codes the account asked for. */
  const codeSend =
    <C extends { req: Request }>(call: string, accountOf: (ctx: C) => string): Limit<C> =>
    async (ctx) => {
      await address(call)(ctx);
      await enforce(store, `send:${accountOf(ctx).toLowerCase()}`, perAccount, windowMs);
    };
  const budget = createCodeBudget({ store, budget: config.codeBudget, mailBudget });
  const guard = loginGuard(
    store,
    config.loginLimit,
    devices,
    async (email) => (await findAccountByEmail(db, email))?.id ?? null,
    (req) => address(doLogin.path)({ req }),
  );

  /** A code check inside the account's wrong-code budget: a wrong code spends it. */
  const codeCheck: Limit<HandlerContext<typeof otpVerify>> = async ({ input, caller, req }) => {
    await address(otpVerify.path)({ req });
    // codes for a held change belong to the signed-in account; the others to the account named
    const updating = isUpdate(input.action);
    const ref =
      input.action === 'register' || input.action === 'forget_password'
        ? { email: input.email, userId: input.user_id }
        : {};
    const key = updating ? `user:${caller?.userId ?? ''}` : await budgetKeyOf(db, ref);
    const taken = await budget.take(key, { linked: !updating });
    return async (failure) => {
      if (failure && isWrongCode(failure.error)) {
        await taken.spent(await ownerOf(db, ref, input.action, caller));
      } else await taken.giveBack();
    };
  };

  /** Strangers' failed logins are counted before the password check; a known device has its own budget. */
  const admission: Limit<HandlerContext<typeof doLogin>> = async ({ req, input }) => {
    const admitted = await guard.admit(req, input.email);
    // only a wrong password (or unknown address) spends the budgets
    return async (failure) => {
      if (!(failure?.error instanceof AppError && failure.error.code === 'UNAUTHORIZED')) {
        await admitted.release();
      }
    };
  };

  const register: Limits<typeof doRegister> = [address(doRegister.path), timingFloor(floors.signUpMs)];
  // codes are sent even when wrong codes are spent: their mails carry the link that still works;
  // known and unknown addresses do the same reads and writes, and the floor hides what is left
  const sendCode: Limits<typeof otpSend> = [
    timingFloor(({ input }) => (isUpdate(input.purpose) ? 0 : floors.codeSendMs)),
    codeSend(otpSend.path, ({ input, caller }) =>
      isUpdate(input.purpose) ? `user:${caller?.userId ?? ''}` : input.email,
    ),
  ];
  // a right code proves the account anyway: only failures are evened out (update_* are signed in)
  const checkCode: Limits<typeof otpVerify> = [
    timingFloor(({ input }) => (isUpdate(input.action) ? 0 : floors.codeCheckMs), { failuresOnly: true }),
    codeCheck,
  ];
  const forgotPassword: Limits<typeof forgetPassword> = [
    timingFloor(floors.codeSendMs),
    codeSend(forgetPassword.path, ({ input }) => input.email),
  ];
  // the mailed link: never stopped by the wrong-code budget; the token is 256 random bits
  const openLink: Limits<typeof otpVerifyLink> = [address(otpVerifyLink.path)];

  const secondFactor = secondFactorLimits(store, db);

  const changePassword = passwordChangeLimit({ db, store, config });

  return {
    guard,
    register,
    sendCode,
    checkCode,
    login: [admission],
    forgotPassword,
    openLink,
    secondFactor,
    changePassword,
  };
}

export type AuthLimits = ReturnType<typeof createAuthLimits>;
