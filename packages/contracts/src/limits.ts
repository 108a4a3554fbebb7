/**
 * Values a page needs without the schemas that enforce them (the schemas load only with a form), so
 * this file imports nothing at run time: the schemas read their limits from here, and so do the web's
 * inputs, so the two cannot disagree. A server-rendered form renders with these, and fetches zod and its
 * schema only when it is sent or the page is idle (issue 31).
 */
import type { FileKind } from './file-kinds.js';

/** The search box's length. */
export const SEARCH_QUERY_MAX = 100;
/** The audit log's filters: the longest action or target type, and the longest target id. */
export const AUDIT_FILTER_MAX = 60;
export const AUDIT_TARGET_ID_MAX = 100;
/** A TOTP code's digits; people may type one space between its halves. */
export const TOTP_DIGITS = 6;
/** Amounts are whole dollars stored as bigint; the cap keeps them exact in a JS number. */
export const MAX_AMOUNT = 1_000_000_000_000;
/** The contact note's (and the owner's reason's) length. */
export const CONTACT_NOTE_MAX = 500;
/** The longest time on a tab one event may report (a tab left open overnight counts as an hour). */
export const MAX_EVENT_DURATION_MS = 60 * 60 * 1000;
/** A mobile number's digits after the ISD code (and a team member's number, '+' allowed). */
export const MAX_PHONE_LENGTH = 15;
/** How many of each list /getFundRaiseData answers (featured investors, pitches, entrepreneurs). */
export const FUND_RAISE_LIST_SIZE = 12;

export const USER_TYPES = ['entrepreneur', 'investor'] as const;
export type UserType = (typeof USER_TYPES)[number];
/** Every kind of account: the two chosen at sign-up, and admin (made only by `pnpm admin:create`). */
export const ACCOUNT_TYPES = ['entrepreneur', 'investor', 'admin'] as const;
export type AccountType = (typeof ACCOUNT_TYPES)[number];
/** An admin's session ends after this long without a call (enforced by the API). */
export const ADMIN_IDLE_MINUTES = 30;

/** The project type whose pitches carry `other_name`, shown in its place. */
export const OTHERS_PROJECT_TYPE = 'Others';

/** The longest text each form field takes, by form and by the field's name on the wire. */
export const FIELD_LIMITS = {
  email: 254,
  account: { first_name: 50, last_name: 50 },
  entrepreneur: {
    bio: 2000,
    certification: 500,
    your_achievement: 1000,
    other_type_business: 100,
    other_alma_master: 200,
    /** A skill named in `skills` (looked up, or added as a custom one). */
    skill: 100,
    /** A custom skill in `new_skills`. */
    new_skill: 50,
  },
  investor: { bio: 2000, company_or_organization: 200 },
  pitchOverview: {
    name_of_company: 200,
    location: 200,
    name_of_pitch: 200,
    short_summary: 2000,
    highlight: 500,
    other_name: 100,
  },
  pitchDetails: { wow_factor: 5000, why_invent: 5000 },
  teamMember: { name: 100, position: 100, bio: 2000 },
  milestone: { milestone_name: 200, description: 2000 },
  contactUs: { name: 100, subject: 200, message: 5000 },
} as const;

/** A one-time code's digits. */
export const OTP_LENGTH = 4;
/** Seconds before another code may be sent; the server enforces it, the client shows the countdown. */
export const OTP_RESEND_SECONDS = 60;

export const STRONG_PASSWORD_MIN = 8;
/** A few of the symbols that count, for the rule's label: any symbol counts (see `hasPasswordSymbol`). */
export const STRONG_PASSWORD_SPECIALS = '@$!%*?&#';
/** Any character that is not a letter, a digit or a space counts as a symbol ("Walt#Tester99" is fine). */
export const hasPasswordSymbol = (password: string) => /[^\p{L}\p{N}\s]/u.test(password);

/** A round's stages (issue 22), in order. */
export const PITCH_STAGES = ['idea', 'pre_seed', 'seed', 'series_a', 'growth'] as const;

/** Who writes to Contact Us, and what they may attach. */
export const CONTACT_ROLES = ['entrepreneur', 'investor', 'other'] as const;
export const CONTACT_FILE_KINDS = ['pdf', 'ppt', 'doc'] as const satisfies readonly FileKind[];
export const CONTACT_FILE_MAX_BYTES = 10 * 1024 * 1024;
