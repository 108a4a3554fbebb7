import { z } from 'zod';
import { adminMessages } from './admin-messages.js';
import { sessionUser } from './auth.js';
import { calls } from './call-routes.js';
import { endpoint, ok } from './http.js';
import { TOTP_DIGITS } from './limits.js';

/** A TOTP code as authenticator apps show it: six digits (spaces typed between them are dropped). */
export const totpCode = z
  .string({ error: adminMessages.secondFactorInvalid })
  .transform((value) => value.replace(/\s+/g, ''))
  .pipe(z.string().regex(new RegExp(`^\\d{${TOTP_DIGITS}}$`), { error: adminMessages.secondFactorInvalid }));

export const getSecondFactorSetup = endpoint({
  ...calls.getSecondFactorSetup,
  summary:
    "An admin's first sign-in: the authenticator app's secret (as text, as an otpauth:// link and as a QR code), against the 6-digit code /doLogin e-mailed for this second-factor token (a second proof besides the password). Asked again before it is confirmed, it answers the same secret. Refused (400) once an app is set up; a wrong e-mailed code is a 400 and counts in the wrong-code budget.",
  request: z.object({
    email_code: z
      .string({ error: adminMessages.secondFactorEmailCode })
      .transform((value) => value.replace(/\s+/g, ''))
      .pipe(z.string().regex(/^\d{6}$/, { error: adminMessages.secondFactorEmailCode })),
  }),
  response: ok({
    /** Base32, for typing into the app by hand. */
    secret: z.string(),
    otpauth_url: z.string(),
    /** The otpauth link as an SVG QR code (a data: URL). */
    qr_code: z.string(),
  }),
});

export const verifySecondFactor = endpoint({
  ...calls.verifySecondFactor,
  summary:
    "An admin's second step: the authenticator app's current code (it confirms the app on first sign-in). Answers the admin's session token; a wrong or reused code is a 400, too many wrong codes a 429.",
  request: z.object({ code: totpCode }),
  response: ok({ token: z.string(), user_type: z.literal('admin'), user_data: sessionUser }),
});

export const adminAuthEndpoints = [getSecondFactorSetup, verifySecondFactor] as const;
