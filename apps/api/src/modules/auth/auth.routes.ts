import {
  changePassword,
  doLogin,
  doRegister,
  forgetPassword,
  logout,
  messages,
  type OtpPurpose,
  otpSend,
  otpVerify,
  otpVerifyLink,
  setNewPassword,
} from '@angelbridge/contracts';
import type { Request } from 'express';
import { AppError } from '../../http/app-error.js';
import type { Caller } from '../../http/caller.js';
import { route } from '../../http/contract-router.js';
import { createRateLimitStore } from '../../http/rate-limit-store.js';
import type { ModuleDeps } from '../module-deps.js';
import { profilesService } from '../profiles/profiles.service.js';
import { findAccountByEmail, findAccountById } from './auth.queries.js';
import { type AccountRef, authService } from './auth.service.js';
import { budgetKeyOf, type CodeOwner, createCodeBudget } from './code-budget.js';
import { createCodeLinks } from './code-links.js';
import { createCodes } from './codes.service.js';
import { deviceCookies } from './device-cookie.js';
import { evenTiming } from './even-timing.js';
import { loginGuard } from './login-guard.js';
import { createPasswords } from './passwords.js';
import { createAuthLimits } from './rate-limits.js';

/** A wrong, expired or voided code: what the wrong-code budget counts. */
const isWrongCode = (error: unknown) =>
  error instanceof AppError &&
  (error.message === messages.server.otpInvalid || error.message === messages.server.otpTooManyAttempts);

export function authRoutes(deps: ModuleDeps) {
  const codes = createCodes(deps);
  const profiles = profilesService({ ...deps, codes });
  const service = authService({
    ...deps,
    publicUrl: deps.config.publicUrl,
    codes,
    profiles,
    passwords: createPasswords(deps.config.env),
  });
  const store = createRateLimitStore(deps.db);
  const limits = createAuthLimits(store, deps.config.authRateLimit);
  const budget = createCodeBudget({ store, budget: deps.config.codeBudget, mailBudget: codes.mailBudget });
  const floors = deps.config.timingFloors;
  const verifyLink = createCodeLinks({ ...deps, codes });
  const devices = deviceCookies(deps.config.jwtSecret);
  const guard = loginGuard(
    store,
    deps.config.loginLimit,
    devices,
    async (email) => (await findAccountByEmail(deps.db, email))?.id ?? null,
    (req) => limits.address(req, doLogin.path),
  );

  /** Who hears that codes paused: the account's owner, when the key names one. */
  async function ownerOf(
    ref: AccountRef,
    purpose: OtpPurpose,
    caller: Caller | null,
  ): Promise<CodeOwner | null> {
    const updating = purpose === 'update_email' || purpose === 'update_mobile_number';
    const account = updating
      ? await findAccountById(deps.db, caller?.userId ?? '')
      : ref.email !== undefined
        ? await findAccountByEmail(deps.db, ref.email)
        : await findAccountById(deps.db, ref.userId ?? '');
    return account ? { email: account.email, firstName: account.firstName } : null;
  }

  /** Runs a code check inside the account's wrong-code budget. */
  async function withinBudget<T>(
    req: Request,
    purpose: OtpPurpose,
    ref: AccountRef,
    caller: Caller | null,
    check: () => Promise<T>,
  ): Promise<T> {
    await limits.address(req, otpVerify.path);
    // codes for a held change belong to the signed-in account; the others to the account named
    const updating = purpose === 'update_email' || purpose === 'update_mobile_number';
    const key = updating ? `user:${caller?.userId ?? ''}` : await budgetKeyOf(deps.db, ref);
    await budget.ensureOpen(key, { linked: !updating });
    try {
      return await check();
    } catch (error) {
      if (isWrongCode(error)) await budget.spend(key, await ownerOf(ref, purpose, caller));
      throw error;
    }
  }

  return [
    route(doRegister, async ({ input, req }) => {
      await limits.address(req, doRegister.path);
      const registered = await evenTiming(floors.signUpMs, () => service.register(input));
      return { ...registered, message: messages.toasts.registered };
    }),

    // codes are sent even when wrong codes are spent: their mails carry the link that still works
    route(otpSend, async ({ input, caller, req }) => {
      const updating = input.purpose === 'update_email' || input.purpose === 'update_mobile_number';
      if (updating) {
        await limits.codeSend(req, otpSend.path, `user:${caller?.userId ?? ''}`);
        const sent = await service.sendCode(input.purpose, input.email, caller);
        return { ...sent, message: messages.toasts.otpSent };
      }
      // known and unknown addresses do the same reads and writes; the floor hides what is left
      return evenTiming(floors.codeSendMs, async () => {
        await limits.codeSend(req, otpSend.path, input.email);
        const sent = await service.sendCode(input.purpose, input.email, caller);
        return { ...sent, message: messages.toasts.otpSent };
      });
    }),

    route(otpVerify, async ({ input, caller, req }) => {
      const message = messages.server.otpVerified;
      switch (input.action) {
        case 'register':
        case 'forget_password': {
          const ref = { email: input.email, userId: input.user_id };
          // a right code proves the account anyway: only failures are evened out
          return evenTiming(
            floors.codeCheckMs,
            () =>
              withinBudget(req, input.action, ref, caller, async () =>
                input.action === 'register'
                  ? { ...(await service.verifyRegister(ref, input.otp)), message }
                  : { ...(await service.verifyForgetPassword(ref, input.otp)), message },
              ),
            { failuresOnly: true },
          );
        }
        // update_* stay code-only: their mails carry no link (see LINK_ACTIONS)
        case 'update_email':
          return withinBudget(req, input.action, {}, caller, async () => ({
            ...(await service.verifyNewEmail(caller, input.email, input.otp)),
            message: messages.server.emailUpdated,
          }));
        case 'update_mobile_number': {
          const phone = {
            countryId: input.country_id,
            isdCode: input.isd_code,
            mobileNumber: input.mobile_number,
          };
          return withinBudget(req, input.action, {}, caller, async () => ({
            ...(await service.verifyNewMobile(caller, phone, input.otp)),
            message: messages.server.mobileUpdated,
          }));
        }
      }
    }),

    route(doLogin, async ({ input, req }) => {
      const admission = await guard.admit(req, input.email);
      try {
        const { userId, ...answer } = await service.login(input.email, input.password);
        await admission.release();
        devices.issue(req, userId, admission.device);
        return answer;
      } catch (error) {
        // only a wrong password (or unknown address) spends the budgets
        if (!(error instanceof AppError && error.code === 'UNAUTHORIZED')) await admission.release();
        throw error;
      }
    }),

    route(forgetPassword, async ({ input, req }) =>
      evenTiming(floors.codeSendMs, async () => {
        await limits.codeSend(req, forgetPassword.path, input.email);
        await service.forgetPassword(input.email);
        return { message: messages.server.resetCodeSent };
      }),
    ),

    // the mailed link: never stopped by the wrong-code budget; the token is 256 random bits
    route(otpVerifyLink, async ({ input, req }) => {
      await limits.address(req, otpVerifyLink.path);
      return { ...(await verifyLink(input.token)), message: messages.server.otpVerified };
    }),

    route(setNewPassword, async ({ input, caller, req }) => {
      const userId = await service.setNewPassword(caller, input.email, input.new_password);
      // the e-mailed code is the owner's way in: guesses at the old password stop counting, and this
      // browser becomes a known device, so a stranger still guessing cannot keep the owner out
      await guard.clearAccount(input.email);
      devices.issue(req, userId, devices.read(req));
      return { message: messages.server.passwordReset };
    }),

    route(changePassword, async ({ input, caller }) => ({
      ...(await service.changePassword(caller, input)),
      message: messages.toasts.passwordChanged,
    })),

    route(logout, async ({ input, caller }) => {
      await service.logout(caller, input.everywhere === true);
      return {
        message: input.everywhere ? messages.security.signedOutEverywhere : messages.security.signedOut,
      };
    }),
  ];
}
