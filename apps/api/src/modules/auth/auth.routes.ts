import {
  changePassword,
  doLogin,
  doRegister,
  forgetPassword,
  messages,
  type OtpPurpose,
  otpSend,
  otpVerify,
  setNewPassword,
} from '@angelbridge/contracts';
import type { ModuleDeps } from '../../app.js';
import type { Caller } from '../../http/caller.js';
import { route } from '../../http/contract-router.js';
import { profilesService } from '../profiles/profiles.service.js';
import { authService } from './auth.service.js';
import { createCodes } from './codes.service.js';
import { createPasswords } from './passwords.js';
import { createAuthLimits } from './rate-limits.js';

/** Codes for a held change belong to the signed-in account; the others to the address typed in. */
function accountKey(purpose: OtpPurpose, email: string, caller: Caller | null): string {
  return purpose === 'update_email' || purpose === 'update_mobile_number'
    ? `user:${caller?.userId ?? ''}`
    : email;
}

export function authRoutes(deps: ModuleDeps) {
  const codes = createCodes(deps.db, deps.config.jwtSecret);
  const profiles = profilesService({ ...deps, codes });
  const service = authService({ ...deps, codes, profiles, passwords: createPasswords(deps.config.env) });
  const limits = createAuthLimits(deps.config.authRateLimit);

  return [
    route(doRegister, async ({ input, req }) => {
      await limits.address(req, doRegister.path);
      return { ...(await service.register(input)), message: messages.toasts.registered };
    }),

    route(otpSend, async ({ input, caller, req }) => {
      await limits.addressAndAccount(
        req,
        otpSend.path,
        'send',
        accountKey(input.purpose, input.email, caller),
      );
      return {
        ...(await service.sendCode(input.purpose, input.email, caller)),
        message: messages.toasts.otpSent,
      };
    }),

    route(otpVerify, async ({ input, caller, req }) => {
      const email = input.action === 'update_mobile_number' ? '' : input.email;
      await limits.addressAndAccount(req, otpVerify.path, 'verify', accountKey(input.action, email, caller));
      const message = messages.server.otpVerified;
      switch (input.action) {
        case 'register':
          return { ...(await service.verifyRegister(input.email, input.otp)), message };
        case 'forget_password':
          return { ...(await service.verifyForgetPassword(input.email, input.otp)), message };
        case 'update_email':
          return {
            ...(await service.verifyNewEmail(caller, input.email, input.otp)),
            message: messages.server.emailUpdated,
          };
        case 'update_mobile_number': {
          const phone = {
            countryId: input.country_id,
            isdCode: input.isd_code,
            mobileNumber: input.mobile_number,
          };
          return {
            ...(await service.verifyNewMobile(caller, phone, input.otp)),
            message: messages.server.mobileUpdated,
          };
        }
      }
    }),

    route(doLogin, async ({ input, req }) => {
      await limits.addressAndAccount(req, doLogin.path, 'login', input.email);
      return service.login(input.email, input.password);
    }),

    route(forgetPassword, async ({ input, req }) => {
      await limits.addressAndAccount(req, forgetPassword.path, 'send', input.email);
      await service.forgetPassword(input.email);
      return { message: messages.server.resetCodeSent };
    }),

    route(setNewPassword, async ({ input, caller }) => {
      await service.setNewPassword(caller, input.email, input.new_password);
      return { message: messages.server.passwordReset };
    }),

    route(changePassword, async ({ input, caller }) => ({
      ...(await service.changePassword(caller, input)),
      message: messages.toasts.passwordChanged,
    })),
  ];
}
