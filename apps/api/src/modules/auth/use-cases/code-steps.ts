import { messages, OTP_RESEND_SECONDS, type OtpPurpose, type otpVerifyRequest } from '@angelbridge/contracts';
import type { z } from 'zod';
import { type Caller, signedIn } from '../../../http/caller.js';
import { CODE_TTL_MINUTES } from '../codes.service.js';
import { sendAccountCode, verifyAccountCode } from './account-codes.js';
import { type AuthDeps, signFor } from './auth-deps.js';

/**
 * /otpSend: the answer is the same whether or not the address has an account. Without a purpose
 * (§7 sends only email and auth_type) the code of the flow the address is in goes out again.
 */
export async function sendCode(
  deps: AuthDeps,
  purpose: OtpPurpose | undefined,
  email: string,
  caller: Caller | null,
) {
  const chosen = purpose ?? (await deps.codes.flowOf(email));
  if (chosen === 'register' || chosen === 'forget_password') await sendAccountCode(deps, chosen, email);
  else await deps.profiles.changes.resend(signedIn(caller).userId, chosen);
  return {
    resend_in: OTP_RESEND_SECONDS,
    expires_in: CODE_TTL_MINUTES * 60,
    message: messages.toasts.otpSent,
  };
}

/**
 * /otpVerify, by its action: sign-up answers a completion token (the profile is next), a reset a token
 * good for /setNewPassword only; the update_* actions apply the profile's held e-mail or phone.
 */
export async function verifyCode(
  deps: AuthDeps,
  input: z.output<typeof otpVerifyRequest>,
  caller: Caller | null,
) {
  const { tokens, profiles } = deps;
  const message = messages.server.otpVerified;
  switch (input.action) {
    case 'register': {
      const ref = { email: input.email, userId: input.user_id };
      const account = await verifyAccountCode(deps, 'register', ref, input.otp);
      const token = signFor(tokens, account, 'completion');
      return { token, user_data: { token, user_type: account.userType }, message };
    }
    case 'forget_password': {
      const ref = { email: input.email, userId: input.user_id };
      const account = await verifyAccountCode(deps, 'forget_password', ref, input.otp);
      return { token: signFor(tokens, account, 'reset'), message };
    }
    // update_* stay code-only: their mails carry no link (see LINK_ACTIONS)
    case 'update_email': {
      const { userId } = signedIn(caller);
      await profiles.changes.confirmEmail(userId, input.email, input.otp);
      return { user_data: await profiles.load(userId), message: messages.server.emailUpdated };
    }
    case 'update_mobile_number': {
      const { userId } = signedIn(caller);
      const phone = {
        countryId: input.country_id,
        isdCode: input.isd_code,
        mobileNumber: input.mobile_number,
      };
      await profiles.changes.confirmMobile(userId, phone, input.otp);
      return { user_data: await profiles.load(userId), message: messages.server.mobileUpdated };
    }
  }
}
