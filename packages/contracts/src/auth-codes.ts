/** The one-time codes: sending one, and trading one (typed, or from a mail's link) for what it proves. */
import { z } from 'zod';
import { calls } from './call-routes.js';
import { emailField, endpoint, idSchema, ok } from './http.js';
import { OTP_LENGTH } from './limits.js';
import { messages } from './messages.js';
import { isdCodeField, mobileNumberField, userTypeSchema } from './profile-fields.js';
import { userProfile } from './profiles.js';

const m = messages;

export { OTP_LENGTH, OTP_RESEND_SECONDS } from './limits.js';

export const OTP_PURPOSES = ['register', 'forget_password', 'update_email', 'update_mobile_number'] as const;
export type OtpPurpose = (typeof OTP_PURPOSES)[number];

/** Only e-mail codes exist; the field is kept because every client of the spec sends it. */
export const authType = z.literal('email').default('email');

/**
 * The code as text. A JSON number (`1234`) is taken too, the way a client that parses the field as a
 * number sends it; its lost leading zeros come back (`123` is '0123').
 */
export const otpCode = z.preprocess(
  (value) =>
    typeof value === 'number' && Number.isInteger(value) && value >= 0 && value < 10 ** OTP_LENGTH
      ? String(value).padStart(OTP_LENGTH, '0')
      : value,
  z
    .string({ error: m.otp.invalid })
    .trim()
    .regex(new RegExp(`^\\d{${OTP_LENGTH}}$`), { error: m.otp.invalid }),
);

const loginEmail = emailField(m.login.emailRequired, m.login.emailInvalid);

// ---- /otpSend ----

export const otpSendRequest = z.object({
  email: loginEmail,
  auth_type: authType,
  /** Optional: without it the code of whichever flow the address is in is sent again (sign-up or reset). */
  purpose: z.enum(OTP_PURPOSES, { error: m.otp.purposeInvalid }).optional(),
});

export const otpSend = endpoint({
  ...calls.otpSend,
  summary:
    'Sends a new code for a pending sign-up or password reset. Answers the same whether or not the e-mail is known.',
  request: otpSendRequest,
  response: ok({
    resend_in: z.number().int().nonnegative(),
    expires_in: z.number().int().positive(),
  }),
});

// ---- /otpVerify ----

/** §7: `email or user_id` names the account (user_id is what /doRegister answered). */
const accountRef = {
  email: loginEmail.optional(),
  user_id: idSchema('user id').optional(),
};
const emailOrUserId = (data: { email?: string | undefined; user_id?: string | undefined }) =>
  data.email !== undefined || data.user_id !== undefined;

export const otpVerifyRegister = z
  .object({
    action: z.literal('register'),
    auth_type: authType,
    ...accountRef,
    otp: otpCode,
    user_type: userTypeSchema.optional(),
  })
  .refine(emailOrUserId, { path: ['email'], error: m.login.emailRequired });

export const otpVerifyForgetPassword = z
  .object({
    action: z.literal('forget_password'),
    auth_type: authType,
    ...accountRef,
    otp: otpCode,
  })
  .refine(emailOrUserId, { path: ['email'], error: m.login.emailRequired });

/** Signed-in only (session token): confirms the new e-mail held by /updateProfile. */
export const otpVerifyUpdateEmail = z.object({
  action: z.literal('update_email'),
  auth_type: authType,
  otp: otpCode,
  email: loginEmail,
});

/** Signed-in only (session token): confirms the new mobile number held by /updateProfile. */
export const otpVerifyUpdateMobile = z.object({
  action: z.literal('update_mobile_number'),
  auth_type: authType,
  otp: otpCode,
  isd_code: isdCodeField(m.signup.countryRequired),
  country_id: z.uuid({ error: m.signup.countryRequired }),
  mobile_number: mobileNumberField(m.signup.mobileRequired, m.signup.mobileInvalid),
});

export const otpVerifyRequest = z.discriminatedUnion(
  'action',
  [otpVerifyRegister, otpVerifyForgetPassword, otpVerifyUpdateEmail, otpVerifyUpdateMobile],
  { error: m.otp.actionInvalid },
);
export type OtpVerifyRequest = z.input<typeof otpVerifyRequest>;

/** `token` is a completion token: it only reads the profile and finishes it. */
export const otpVerifyRegisterResponse = ok({
  token: z.string(),
  user_data: z.object({ token: z.string(), user_type: userTypeSchema }),
});
/** `token` is a reset token: it only sets a new password. */
export const otpVerifyForgetPasswordResponse = ok({ token: z.string() });
export const otpVerifyUpdateResponse = ok({ user_data: userProfile });

export const otpVerify = endpoint({
  ...calls.otpVerify,
  summary:
    'Checks a one-time code. register gives a completion token, forget_password a reset token, update_* (session token required) applies the held change and returns the profile.',
  request: otpVerifyRequest,
  // most specific first: a union keeps the first option that parses and strips the rest
  response: z.union([otpVerifyRegisterResponse, otpVerifyUpdateResponse, otpVerifyForgetPasswordResponse]),
});

// ---- /otpVerifyLink (not in the spec) ----

/** The purposes whose code mail carries a link (the signed-in changes stay code-only). */
export const LINK_ACTIONS = ['register', 'forget_password'] as const;

export const otpVerifyLinkRequest = z.object({
  /** The token from the link in a code mail (base64url, 43 characters). */
  token: z
    .string({ error: m.security.linkInvalid })
    .regex(/^[A-Za-z0-9_-]{20,100}$/, { error: m.security.linkInvalid }),
});

export const otpVerifyLinkRegisterResponse = otpVerifyRegisterResponse.extend({
  action: z.literal('register'),
});
/** `email` is the account's: the reset form sends it with the new password. */
export const otpVerifyLinkForgetPasswordResponse = otpVerifyForgetPasswordResponse.extend({
  action: z.literal('forget_password'),
  email: z.string(),
});

export const otpVerifyLink = endpoint({
  ...calls.otpVerifyLink,
  summary:
    "The link in a code mail: completes the same step as /otpVerify with that mail's code (register gives a completion token, forget_password a reset token), and says which. Single use; unlike the code it is not refused after wrong codes.",
  request: otpVerifyLinkRequest,
  response: z.discriminatedUnion('action', [
    otpVerifyLinkRegisterResponse,
    otpVerifyLinkForgetPasswordResponse,
  ]),
});
