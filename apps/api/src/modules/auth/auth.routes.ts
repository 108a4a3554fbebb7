import {
  changePassword,
  doLogin,
  doRegister,
  forgetPassword,
  getSecondFactorSetup,
  logout,
  messages,
  otpSend,
  otpVerify,
  otpVerifyLink,
  setNewPassword,
  verifySecondFactor,
} from '@angelbridge/contracts';
import { type Route, route } from '../../http/contract-router.js';
import type { AuthService } from './auth.service.js';
import type { AuthLimits } from './auth-limits.js';
import type { createCodeLinks } from './code-links.js';
import type { DeviceCookies } from './device-cookie.js';

export interface AuthRoutesDeps {
  service: AuthService;
  limits: AuthLimits;
  devices: DeviceCookies;
  verifyLink: ReturnType<typeof createCodeLinks>;
}

/** The sign-in calls: each use case behind its limits (auth-limits.ts). */
export function authRoutes({ service, limits, devices, verifyLink }: AuthRoutesDeps): Route[] {
  return [
    route(
      doRegister,
      async ({ input }) => ({ ...(await service.register(input)), message: messages.toasts.registered }),
      { limits: limits.register },
    ),
    route(otpSend, ({ input, caller }) => service.sendCode(input.purpose, input.email, caller), {
      limits: limits.sendCode,
    }),
    route(otpVerify, ({ input, caller }) => service.verifyCode(input, caller), { limits: limits.checkCode }),
    route(
      doLogin,
      async ({ input, req }) => {
        const { userId, ...answer } = await service.login(input.email, input.password);
        devices.issue(req, userId, devices.read(req));
        return answer;
      },
      { limits: limits.login },
    ),
    route(
      forgetPassword,
      async ({ input }) => {
        await service.forgetPassword(input.email);
        return { message: messages.server.resetCodeSent };
      },
      { limits: limits.forgotPassword },
    ),
    route(
      otpVerifyLink,
      async ({ input }) => ({ ...(await verifyLink(input.token)), message: messages.server.otpVerified }),
      { limits: limits.openLink },
    ),
    route(setNewPassword, async ({ input, caller, req }) => {
      const userId = await service.setNewPassword(caller, input.email, input.new_password);
      // the e-mailed code is the owner's way in: guesses at the old password stop counting, and this
      // browser becomes a known device, so a stranger still guessing cannot keep the owner out
      await limits.guard.clearAccount(input.email);
      devices.issue(req, userId, devices.read(req));
      return { message: messages.server.passwordReset };
    }),
    route(
      changePassword,
      async ({ input, caller }) => ({
        ...(await service.changePassword(caller, input)),
        message: messages.toasts.passwordChanged,
      }),
      { limits: limits.changePassword },
    ),
    route(logout, async ({ input, caller }) => {
      await service.logout(caller, input.everywhere === true);
      const { signedOut, signedOutEverywhere } = messages.security;
      return { message: input.everywhere ? signedOutEverywhere : signedOut };
    }),
    route(
      getSecondFactorSetup,
      async ({ caller, input }) => service.secondFactorSetup(caller, input.email_code),
      {
        limits: limits.secondFactor.setup,
      },
    ),
    route(verifySecondFactor, async ({ input, caller }) => service.verifySecondFactor(caller, input.code), {
      limits: limits.secondFactor.verify,
    }),
  ];
}
