/**
 * The people the discovery calls answer with: a scouted person, their public profile with contact access,
 * and a header search hit. Kept apart from the calls so each file stays readable.
 */
import { z } from 'zod';
import { investmentRange, userTypeSchema } from './profile-fields.js';
import { professionalExperience } from './profiles.js';
import { titled } from './reference.js';

const countryName = z.object({ name: z.string() }).nullable();

/** A person on the scout pages and the funding page. Never carries e-mail or phone. */
export const scoutedUser = z.object({
  _id: z.uuid(),
  type: userTypeSchema,
  photo: z.string().nullable(),
  first_name: z.string(),
  last_name: z.string(),
  country_id: countryName,
  /** Investors only; null for entrepreneurs. */
  investment_range: investmentRange.nullable(),
  /** Titles of the project types the person wants. */
  intermediate_project_type: z.array(z.string()),
  /** Entrepreneurs only; null for investors. */
  professional_experience: professionalExperience.nullable(),
  linkedin_profile: z.string(),
  bio: z.string(),
  company_or_organization: z.string(),
  expertise: z.array(titled),
  /** Skills (listed, then the person's own words); entrepreneurs' cards show them where investors show
   * expertise. Every list of people sends them. */
  skills: z.array(z.string()).optional(),
  /** Whole years since sign-up. */
  years_on_angelbridge: z.number().int().nonnegative(),
});
export type ScoutedUser = z.infer<typeof scoutedUser>;

/**
 * Why a profile's e-mail and phone are shown or withheld. Shown: the caller's own profile; an investor
 * who asked about one of the caller's pitches; an entrepreneur who allowed the caller's request.
 * Withheld: the caller's request to this entrepreneur is pending or denied, or there is none.
 */
export const CONTACT_ACCESS_REASONS = [
  'own_profile',
  'asked_about_your_pitch',
  'request_allowed',
  'request_pending',
  'request_denied',
  'no_request',
] as const;
export type ContactAccessReason = (typeof CONTACT_ACCESS_REASONS)[number];

export const contactAccess = z.object({
  /** True when email, isd_code and mobile_number are filled. */
  shown: z.boolean(),
  reason: z.enum(CONTACT_ACCESS_REASONS),
});
export type ContactAccess = z.infer<typeof contactAccess>;

/**
 * The public profile page, for signed-in callers only: adds the contact details, which are null unless
 * the caller has a reason to have them (`contact_access`).
 */
export const scoutedUserDetail = scoutedUser.extend({
  email: z.string().nullable(),
  isd_code: z.string().nullable(),
  mobile_number: z.string().nullable(),
  contact_access: contactAccess,
  /** An entrepreneur's median days from contact request to decision, as on the pitch page; null for
   * investors and below the minimum number of decisions. */
  answers_within_days: z.number().int().min(1).nullable(),
});
export type ScoutedUserDetail = z.infer<typeof scoutedUserDetail>;

export const searchResult = z.object({
  _id: z.uuid(),
  user_type: userTypeSchema,
  first_name: z.string(),
  last_name: z.string(),
  photo: z.string().nullable(),
  country_id: countryName,
  /** Expertise titles. */
  expertise: z.array(z.string()),
  bio: z.string(),
  linkedin_profile: z.string(),
  company_or_organization: z.string(),
});
export type SearchResult = z.infer<typeof searchResult>;
