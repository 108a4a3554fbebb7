/**
 * Values a page needs without the schemas that enforce them (the schemas load only with a form), so
 * this file imports nothing: the schemas read their limits from here, and so do the web's inputs, so
 * the two cannot disagree.
 */

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
