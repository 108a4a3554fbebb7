import { z } from 'zod';
import { calls } from './call-routes.js';
import { CERTIFICATION_BASES } from './certification-texts.js';
import { COMMITMENT_STATUSES } from './commitment-texts.js';
import { endpoint, idSchema, ok, textField } from './http.js';
import { ACCOUNT_TYPES, SEARCH_QUERY_MAX } from './limits.js';

/**
 * The admin console's users (issue 21): search and filter every account, read one with its pitches,
 * requests and history, and suspend or restore it. A suspended account's tokens stop at once, it
 * cannot sign in (and is told why), its profile and pitches leave every public list, page and search,
 * and its conversations turn read-only, all until an admin restores it. Admins cannot be suspended.
 */

export const MODERATION_PAGE_SIZE = 20;
export const MODERATION_REASON_MIN = 3;
export const MODERATION_REASON_MAX = 500;
export const USER_STATUSES = ['active', 'suspended'] as const;
export type UserStatus = (typeof USER_STATUSES)[number];

export const adminUserTexts = {
  reasonRequired: 'Give a reason (it is shown to the person).',
  reasonShort: `A reason is at least ${MODERATION_REASON_MIN} characters.`,
  reasonLong: `A reason is at most ${MODERATION_REASON_MAX} characters.`,
  userNotFound: 'User not found.',
  alreadySuspended: 'This account is already suspended.',
  notSuspended: 'This account is not suspended.',
  noSelf: 'You cannot suspend your own account.',
  noAdmins: 'Admin accounts cannot be suspended.',
  suspended: 'The account is suspended.',
  restored: 'The account is restored.',
  resetAuthenticatorDone:
    'Their authenticator is reset. Their next sign-in sets up a new one, behind a code e-mailed to them.',
  resetAuthenticatorSelf:
    'You cannot reset your own authenticator. Ask another admin, or run pnpm admin:create --reset-authenticator on the server.',
  resetAuthenticatorNotAdmin: 'Only an admin account has an authenticator to reset.',
} as const;

/** What /doLogin answers a suspended account after its right password (403). */
export const accountSuspendedMessage = (reason: string) =>
  `Your account has been suspended by AngelBridge${reason ? `: ${reason}` : '.'} Contact us if you think this is a mistake.`;

const m = adminUserTexts;
const moderationTime = z.iso.datetime({ offset: true });
const userId = idSchema('user id');

/** A reason an admin gives for a take-down: shown to the person, kept in the audit log. */
export const moderationReason = textField({ error: m.reasonRequired })
  .trim()
  .min(1, { error: m.reasonRequired })
  .min(MODERATION_REASON_MIN, { error: m.reasonShort })
  .max(MODERATION_REASON_MAX, { error: m.reasonLong });

/** 1-based page number; at most 10,000 (deep pages are a search's job). */
export const moderationPage = z.coerce
  .number({ error: 'Invalid page.' })
  .int({ error: 'Invalid page.' })
  .min(1, { error: 'Invalid page.' })
  .max(10_000, { error: 'Invalid page.' })
  .optional()
  .transform((page) => page ?? 1);

/** Free text search of a list: trimmed; empty means no search. */
export const moderationSearch = z
  .string()
  .trim()
  .max(SEARCH_QUERY_MAX, { error: `Search is at most ${SEARCH_QUERY_MAX} characters.` })
  .optional();

export const adminUserRow = z.object({
  _id: z.uuid(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  user_type: z.enum(ACCOUNT_TYPES),
  status: z.enum(USER_STATUSES),
  suspended_at: moderationTime.nullable(),
  suspension_reason: z.string().nullable(),
  email_verified: z.boolean(),
  is_profile_complete: z.boolean(),
  pitch_count: z.number().int().min(0),
  created_at: moderationTime,
});
export type AdminUserRow = z.infer<typeof adminUserRow>;

/** One admin action about a user or pitch, from the audit log. */
export const adminHistoryEntry = z.object({
  _id: z.uuid(),
  action: z.string(),
  target_type: z.string(),
  target_id: z.string(),
  admin_name: z.string(),
  reason: z.string().nullable(),
  created_at: moderationTime,
});
export type AdminHistoryEntry = z.infer<typeof adminHistoryEntry>;

export const adminUserRequest = z.object({
  _id: z.uuid(),
  pitch_id: z.uuid(),
  name_of_pitch: z.string(),
  investor_id: z.uuid(),
  investor_name: z.string(),
  status: z.string(),
  created_at: moderationTime,
});
export type AdminUserRequest = z.infer<typeof adminUserRequest>;

/** A commitment the account made (investor) or received on its pitches (founder), issue 32. */
export const adminUserCommitment = z.object({
  _id: z.uuid(),
  pitch_id: z.uuid(),
  name_of_pitch: z.string(),
  investor_id: z.uuid(),
  investor_name: z.string(),
  amount: z.number().int(),
  status: z.enum(COMMITMENT_STATUSES),
  created_at: moderationTime,
  updated_at: moderationTime,
});
export type AdminUserCommitment = z.infer<typeof adminUserCommitment>;

/** One self-certification the investor signed (issue 32); replaced_at is set once a newer one replaced it. */
export const adminCertification = z.object({
  basis: z.enum(CERTIFICATION_BASES),
  country: z.string(),
  signed_at: moderationTime,
  expires_at: moderationTime,
  replaced_at: moderationTime.nullable(),
});
export type AdminCertification = z.infer<typeof adminCertification>;

/** Certifications an account's page shows at most (history, newest first). */
export const ADMIN_CERTIFICATIONS_SHOWN = 50;

export const adminUserPitch = z.object({
  _id: z.uuid(),
  name_of_pitch: z.string(),
  status: z.string(),
  created_at: moderationTime,
});

export const adminGetUsers = endpoint({
  ...calls.adminGetUsers,
  summary:
    `Every account, newest first, ${MODERATION_PAGE_SIZE} a page: search by name or e-mail, filter by role ` +
    'and status (active or suspended).',
  request: z.object({
    q: moderationSearch,
    role: z.enum(ACCOUNT_TYPES, { error: 'Invalid role.' }).optional(),
    status: z.enum(USER_STATUSES, { error: 'Invalid status.' }).optional(),
    page: moderationPage,
  }),
  response: ok({
    users: z.array(adminUserRow),
    total: z.number().int().min(0),
    page: z.number().int().min(1),
    page_size: z.number().int().min(1),
  }),
});

export const adminGetUserById = endpoint({
  ...calls.adminGetUserById,
  summary:
    'One account: its profile, pitches, contact requests (asked or received, newest 50), commitments ' +
    '(made or received, newest 50), self-certifications (current and history) and the admin actions about ' +
    'it and its pitches (newest 50).',
  request: z.object({ user_id: userId }),
  response: ok({
    user: adminUserRow.extend({
      bio: z.string().nullable(),
      company: z.string().nullable(),
      phone: z.string(),
      photo: z.string().nullable(),
    }),
    pitches: z.array(adminUserPitch),
    requests: z.array(adminUserRequest),
    /** Made (investor) or received on its pitches (founder), newest 50. */
    commitments: z.array(adminUserCommitment),
    /**
     * The investor's self-certifications: the current one (signed, not replaced, not expired) or null,
     * and every one signed, newest first (at most ADMIN_CERTIFICATIONS_SHOWN). Empty for other accounts.
     */
    certifications: z.object({
      current: adminCertification.nullable(),
      history: z.array(adminCertification),
    }),
    history: z.array(adminHistoryEntry),
    /** The calling admin may reset this account's authenticator: another admin's account, not their own. */
    may_reset_authenticator: z.boolean(),
  }),
});

export const adminSuspendUser = endpoint({
  ...calls.adminSuspendUser,
  summary:
    'Suspends an account with a reason: its tokens stop at once, it cannot sign in (told the reason), its ' +
    'profile and pitches leave public view and its conversations turn read-only. 409 when already ' +
    'suspended; 403 for an admin account (your own included).',
  request: z.object({ user_id: userId, reason: moderationReason }),
  response: ok({ user: adminUserRow }),
});

export const adminRestoreUser = endpoint({
  ...calls.adminRestoreUser,
  summary: 'Restores a suspended account (it signs in again; old tokens stay ended). 409 when not suspended.',
  request: z.object({ user_id: userId }),
  response: ok({ user: adminUserRow }),
});

export const adminResetAuthenticator = endpoint({
  ...calls.adminResetAuthenticator,
  summary:
    "Forgets another admin's authenticator app (a lost phone): their next sign-in sets up a new one behind " +
    'a code e-mailed to them. Audited with the acting admin. 400 for your own account or a non-admin one.',
  request: z.object({ user_id: userId }),
  response: ok({
    /** Whether an authenticator (set up or half set up) was there to forget. */
    had_authenticator: z.boolean(),
  }),
});

export const adminUsersEndpoints = [
  adminGetUsers,
  adminGetUserById,
  adminSuspendUser,
  adminRestoreUser,
  adminResetAuthenticator,
] as const;
