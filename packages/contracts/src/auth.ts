import { z } from 'zod';
import { calls } from './call-routes.js';
import { booleanField, emailField, endpoint, idSchema, ok, okOnly, requiredText } from './http.js';
import { messages } from './messages.js';
import { isdCodeField, mobileNumberField, USER_TYPES, userProfile, userTypeSchema } from './profiles.js';

const m = messages;

export const OTP_LENGTH = 4;
/** Seconds before another code may be sent; the server enforces it, the client shows the countdown. */
export const OTP_RESEND_SECONDS = 60;
export const LOGIN_PASSWORD_MIN = 6;
export const STRONG_PASSWORD_MIN = 8;
export const STRONG_PASSWORD_SPECIALS = '@$!%*?&';

export const OTP_PURPOSES = ['register', 'forget_password', 'update_email', 'update_mobile_number'] as const;
export type OtpPurpose = (typeof OTP_PURPOSES)[number];

/** Only e-mail codes exist; the field is kept because every client of the spec sends it. */
export const authType = z.literal('email').default('email');

export const PASSWORD_MAX_BYTES = 72;
/** The length of `text` in UTF-8 bytes (the same in the browser and on the server). */
export function utf8Length(text: string): number {
  let bytes = 0;
  for (const char of text) {
    const point = char.codePointAt(0) ?? 0;
    bytes += point < 0x80 ? 1 : point < 0x800 ? 2 : point < 0x10000 ? 3 : 4;
  }
  return bytes;
}

/** bcrypt reads the first 72 bytes of UTF-8 and ignores the rest; a longer password would be cut silently. */
export const fitsBcrypt = (password: string) => utf8Length(password) <= PASSWORD_MAX_BYTES;

/** The rule for every password a user chooses (sign-up, reset, change). Never trimmed. */
export function strongPassword(requiredMessage: string) {
  return z
    .string({ error: requiredMessage })
    .min(1, { error: requiredMessage, abort: true })
    .min(STRONG_PASSWORD_MIN, { error: m.password.min })
    .refine(fitsBcrypt, { error: m.password.max, abort: true })
    .regex(/[A-Z]/, { error: m.password.uppercase })
    .regex(/[a-z]/, { error: m.password.lowercase })
    .regex(/[0-9]/, { error: m.password.number })
    .regex(/[@$!%*?&]/, { error: m.password.special });
}

const requiredString = (message: string) => z.string({ error: message }).min(1, { error: message });

export const otpCode = z
  .string({ error: m.otp.invalid })
  .trim()
  .regex(/^\d{4}$/, { error: m.otp.invalid });

const loginEmail = emailField(m.login.emailRequired, m.login.emailInvalid);

type Refinement = [
  check: (data: Record<string, unknown>) => boolean,
  params: { path: PropertyKey[]; error: string; when: (payload: z.core.ParsePayload) => boolean },
];

/** Runs the match check whenever both fields are text, even while other fields are still wrong. */
function passwordsMatch(key: string, confirmKey: string, message: string): Refinement {
  return [
    (data) => data[confirmKey] === undefined || data[key] === data[confirmKey],
    {
      path: [confirmKey],
      error: message,
      when: (payload) => {
        const value = payload.value as Record<string, unknown> | undefined;
        return typeof value?.[key] === 'string' && typeof value?.[confirmKey] === 'string';
      },
    },
  ];
}

// ---- /doRegister ----

export const registerRequest = z
  .object({
    first_name: requiredText(m.signup.firstNameRequired, 50),
    last_name: requiredText(m.signup.lastNameRequired, 50),
    email: emailField(m.signup.emailRequired, m.signup.emailInvalid),
    mobile_number: mobileNumberField(m.signup.mobileRequired, m.signup.mobileInvalid),
    country_id: z.uuid({ error: m.signup.countryRequired }),
    isd_code: isdCodeField(m.signup.countryRequired),
    password: strongPassword(m.signup.passwordRequired),
    cPassword: requiredString(m.signup.confirmPasswordRequired),
    user_type: z.enum(USER_TYPES, { error: m.signup.userTypeInvalid }),
  })
  .refine(...passwordsMatch('password', 'cPassword', m.signup.passwordMismatch));
export type RegisterRequest = z.input<typeof registerRequest>;

export const doRegister = endpoint({
  ...calls.doRegister,
  summary: 'Creates an unverified account and e-mails a sign-up code (purpose register).',
  request: registerRequest,
  response: ok({ user_id: z.uuid() }),
});

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

// ---- /doLogin ----

export const loginRequest = z.object({
  email: loginEmail,
  password: z
    .string({ error: m.login.passwordRequired })
    .min(1, { error: m.login.passwordRequired, abort: true })
    .min(LOGIN_PASSWORD_MIN, { error: m.login.passwordMin })
    .max(1000),
  auth_type: authType,
});
export type LoginRequest = z.input<typeof loginRequest>;

/** What the browser keeps as `user`. */
export const sessionUser = z.object({
  user_type: userTypeSchema,
  token: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  photo: z.string().nullable(),
});
export type SessionUser = z.infer<typeof sessionUser>;

export const doLogin = endpoint({
  ...calls.doLogin,
  summary:
    'Signs in. An unverified or incomplete account still succeeds: token is then a completion token and the flags say which step is missing. Wrong credentials are a 401.',
  request: loginRequest,
  response: ok({
    email_verified: z.boolean(),
    is_profile_complete: z.boolean(),
    token: z.string(),
    user_type: userTypeSchema,
    user_data: sessionUser,
  }),
});

// ---- password reset and change ----

export const forgetPasswordRequest = z.object({ email: loginEmail });

export const forgetPassword = endpoint({
  ...calls.forgetPassword,
  summary:
    'E-mails a reset code (purpose forget_password). Answers the same whether or not the e-mail is known.',
  request: forgetPasswordRequest,
  response: okOnly,
});

const newPassword = strongPassword(m.resetPassword.passwordRequired);

export const setNewPasswordRequest = z
  .object({
    email: loginEmail,
    new_password: newPassword,
    confirm_password: z.string().optional(),
  })
  .refine(...passwordsMatch('new_password', 'confirm_password', m.resetPassword.mismatch));
export type SetNewPasswordRequest = z.input<typeof setNewPasswordRequest>;

/** The reset page's form: the e-mail comes from the session, the confirmation is required. */
export const setNewPasswordForm = z
  .object({
    new_password: newPassword,
    confirm_password: requiredString(m.resetPassword.confirmRequired),
  })
  .refine(...passwordsMatch('new_password', 'confirm_password', m.resetPassword.mismatch));
export type SetNewPasswordForm = z.input<typeof setNewPasswordForm>;

export const setNewPassword = endpoint({
  ...calls.setNewPassword,
  summary: "Sets a new password with the reset token; the e-mail must be the token's. Ends every session.",
  request: setNewPasswordRequest,
  response: okOnly,
});

export const changePasswordRequest = z
  .object({
    current_password: requiredString(m.changePassword.currentRequired),
    new_password: strongPassword(m.changePassword.newRequired),
    /** §7 sends only current_password and new_password; the page's confirmation is checked when sent. */
    confirm_password: z.string().optional(),
  })
  .refine(...passwordsMatch('new_password', 'confirm_password', m.changePassword.mismatch));
export type ChangePasswordRequest = z.input<typeof changePasswordRequest>;

/** The change-password page's form: the confirmation is required there. */
export const changePasswordForm = changePasswordRequest.safeExtend({
  confirm_password: requiredString(m.changePassword.confirmRequired),
});

export const changePassword = endpoint({
  ...calls.changePassword,
  summary: 'Changes the own password. Every other session ends; the answer carries a fresh session token.',
  request: changePasswordRequest,
  response: ok({ token: z.string() }),
});

// ---- /logout ----

export const logoutRequest = z.object({
  /** true ends every session of the account (every device), not just this one. */
  everywhere: booleanField.optional(),
});

export const logout = endpoint({
  ...calls.logout,
  summary:
    'Sign Out: ends this session on the server (its token stops working). everywhere=true ends every session of the account.',
  request: logoutRequest,
  response: okOnly,
});

export const authEndpoints = [
  doRegister,
  otpSend,
  otpVerify,
  otpVerifyLink,
  doLogin,
  forgetPassword,
  setNewPassword,
  changePassword,
  logout,
] as const;
