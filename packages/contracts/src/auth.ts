import { z } from 'zod';
import { authType, otpSend, otpVerify, otpVerifyLink } from './auth-codes.js';
import { calls } from './call-routes.js';
import { booleanField, emailField, endpoint, ok, okOnly, requiredText } from './http.js';
import { ACCOUNT_TYPES, FIELD_LIMITS, hasPasswordSymbol, STRONG_PASSWORD_MIN, USER_TYPES } from './limits.js';
import { messages } from './messages.js';
import { isdCodeField, mobileNumberField } from './profile-fields.js';

const m = messages;

export const LOGIN_PASSWORD_MIN = 6;
// the password rule's values, zod-free for the forms that show them (limits.ts)
export { hasPasswordSymbol, STRONG_PASSWORD_MIN, STRONG_PASSWORD_SPECIALS } from './limits.js';

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
    .refine(hasPasswordSymbol, { error: m.password.special });
}

const requiredString = (message: string) => z.string({ error: message }).min(1, { error: message });

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

/**
 * The match check as a schema of its own, for a form whose other fields abort (an empty e-mail stops its
 * own checks): zod skips an object's refinements once any field aborted, even with `when`, so the
 * mismatch would wait until every other field is right. Beside the fields (`.and`), it is checked at
 * once, and shown with the other errors (§5).
 */
function matchingPasswords<K extends string, C extends string>(key: K, confirmKey: C, message: string) {
  // typed by the two names, so the request's type keeps its fields (an index signature would swallow them)
  const shape = { [key]: z.unknown(), [confirmKey]: z.unknown() } as Record<K | C, z.ZodUnknown>;
  return z.object(shape).refine(...passwordsMatch(key, confirmKey, message));
}

// ---- /doRegister ----

export const registerRequest = z
  .object({
    first_name: requiredText(m.signup.firstNameRequired, FIELD_LIMITS.account.first_name),
    last_name: requiredText(m.signup.lastNameRequired, FIELD_LIMITS.account.last_name),
    email: emailField(m.signup.emailRequired, m.signup.emailInvalid),
    mobile_number: mobileNumberField(m.signup.mobileRequired, m.signup.mobileInvalid),
    country_id: z.uuid({ error: m.signup.countryRequired }),
    isd_code: isdCodeField(m.signup.countryRequired),
    password: strongPassword(m.signup.passwordRequired),
    cPassword: requiredString(m.signup.confirmPasswordRequired),
    user_type: z.enum(USER_TYPES, { error: m.signup.userTypeInvalid }),
  })
  .and(matchingPasswords('password', 'cPassword', m.signup.passwordMismatch));
export type RegisterRequest = z.input<typeof registerRequest>;

export const doRegister = endpoint({
  ...calls.doRegister,
  summary: 'Creates an unverified account and e-mails a sign-up code (purpose register).',
  request: registerRequest,
  response: ok({ user_id: z.uuid() }),
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

/** Any account's type, as sign-in answers it (admin included; sign-up offers only USER_TYPES). */
export const accountTypeSchema = z.enum(ACCOUNT_TYPES);

/**
 * What an admin's right password leads to: `setup` (no authenticator app yet: show the QR code) or
 * `code` (ask for the app's current code). The token that comes with it is good for that step only.
 */
export const SECOND_FACTOR_STEPS = ['setup', 'code'] as const;
export type SecondFactorStep = (typeof SECOND_FACTOR_STEPS)[number];

/** What the browser keeps as `user`. */
export const sessionUser = z.object({
  user_type: accountTypeSchema,
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
    'Signs in. An unverified or incomplete account still succeeds: token is then a completion token and the flags say which step is missing. Wrong credentials are a 401. An admin gets no session token here: token is then a second-factor token and second_factor says which step is next (/getSecondFactorSetup or /verifySecondFactor).',
  request: loginRequest,
  response: ok({
    email_verified: z.boolean(),
    is_profile_complete: z.boolean(),
    token: z.string(),
    user_type: accountTypeSchema,
    user_data: sessionUser,
    /** Only for an admin: the TOTP step the token is good for. */
    second_factor: z.enum(SECOND_FACTOR_STEPS).optional(),
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
