import type {
  changePasswordRequest,
  OtpPurpose,
  otpVerifyRequest,
  registerRequest,
} from '@angelbridge/contracts';
import type { z } from 'zod';
import type { Caller } from '../../http/caller.js';
import type { AuthDeps } from './use-cases/auth-deps.js';
import { sendCode, verifyCode } from './use-cases/code-steps.js';
import { login } from './use-cases/login.js';
import { logout } from './use-cases/logout.js';
import { changePassword, forgetPassword, setNewPassword } from './use-cases/password-changes.js';
import { register } from './use-cases/register.js';
import { secondFactorSetup, verifySecondFactorCode } from './use-cases/second-factor.js';

/** The sign-in use cases (use-cases/), each bound to the module's parts. */
export function authService(deps: AuthDeps) {
  return {
    register: (input: z.output<typeof registerRequest>) => register(deps, input),
    sendCode: (purpose: OtpPurpose | undefined, email: string, caller: Caller | null) =>
      sendCode(deps, purpose, email, caller),
    verifyCode: (input: z.output<typeof otpVerifyRequest>, caller: Caller | null) =>
      verifyCode(deps, input, caller),
    login: (email: string, password: string) => login(deps, email, password),
    forgetPassword: (email: string) => forgetPassword(deps, email),
    setNewPassword: (caller: Caller, email: string, newPassword: string) =>
      setNewPassword(deps, caller, email, newPassword),
    changePassword: (caller: Caller, input: z.output<typeof changePasswordRequest>) =>
      changePassword(deps, caller, input),
    logout: (caller: Caller, everywhere: boolean) => logout(deps, caller, everywhere),
    secondFactorSetup: (caller: Caller, emailCode: string) => secondFactorSetup(deps, caller, emailCode),
    verifySecondFactor: (caller: Caller, code: string) => verifySecondFactorCode(deps, caller, code),
  };
}

export type AuthService = ReturnType<typeof authService>;
