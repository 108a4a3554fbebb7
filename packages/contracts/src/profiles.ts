import { z } from 'zod';
import { calls } from './call-routes.js';
import { emptyRequest, endpoint, type FileRule, IMAGE_KINDS, ok } from './http.js';
import { messages } from './messages.js';
import { investmentRange, PHOTO_MAX_BYTES } from './profile-fields.js';
import { completeProfileRequest, updateProfileRequest } from './profile-requests.js';

import { almaMater, archeType, namedPlace, skill, titled } from './reference.js';
import { thesisRead } from './round.js';

const m = messages;

// ---- the profile a signed-in user reads ----

export const signupCountry = z.object({ _id: z.uuid(), name: z.string(), isd_code: z.string() });
export const professionalExperience = z.object({ years: z.number().int(), months: z.number().int() });

/** Shared by both kinds. Text a user has not filled yet is ''; a choice not made yet is null. */
const profileBase = {
  _id: z.uuid(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  isd_code: z.string(),
  mobile_number: z.string(),
  country_id: signupCountry.nullable(),
  /** §3 lists `country`: the sign-up country's name ('' when none). */
  country: z.string(),
  register_country: namedPlace.nullable(),
  register_state: namedPlace.nullable(),
  register_city: namedPlace.nullable(),
  bio: z.string(),
  linkedin_profile: z.string(),
  photo: z.string().nullable(),
  email_verified: z.boolean(),
  is_profile_complete: z.boolean(),
  desired_project: z.array(titled),
  created_at: z.iso.datetime({ offset: true }),
};

/** z.object strips unknown keys, so a column such as a password hash can never leak through it. */
export const entrepreneurProfile = z.object({
  ...profileBase,
  user_type: z.literal('entrepreneur'),
  skills: z.array(skill),
  new_skills: z.array(z.string()),
  alma_master: almaMater.nullable(),
  other_alma_master: z.string().nullable(),
  type_business: titled.nullable(),
  other_type_business: z.string().nullable(),
  arche_type: archeType.nullable(),
  certification: z.string(),
  your_achievement: z.string(),
  professional_experience: professionalExperience,
});
export type EntrepreneurProfile = z.infer<typeof entrepreneurProfile>;

export const investorProfile = z.object({
  ...profileBase,
  user_type: z.literal('investor'),
  company_or_organization: z.string(),
  expertise: z.array(titled),
  /** The investor's desired projects under the name the scout views use. */
  intermediate_project_type: z.array(titled),
  investment_range: investmentRange.nullable(),
  preferred_sectors: z.array(titled),
  /** The thesis: stages, countries and instruments; empty means any (issue 22). */
  ...thesisRead,
});
export type InvestorProfile = z.infer<typeof investorProfile>;

export const userProfile = z.discriminatedUnion('user_type', [entrepreneurProfile, investorProfile]);
export type UserProfile = z.infer<typeof userProfile>;

const contactChecks = { is_valid_email: z.boolean(), is_valid_mobile_number: z.boolean() };

/** `false` means the new value waits for its code (/otpVerify update_email or update_mobile_number). */
export const updatedUserProfile = z.discriminatedUnion('user_type', [
  entrepreneurProfile.extend(contactChecks),
  investorProfile.extend(contactChecks),
]);
export type UpdatedUserProfile = z.infer<typeof updatedUserProfile>;

const photoRule = (field: string): FileRule => ({
  field,
  maxCount: 1,
  maxBytes: PHOTO_MAX_BYTES,
  kinds: IMAGE_KINDS,
  typeMessage: m.profilePhoto.type,
  sizeMessage: m.profilePhoto.size,
});

// ---- endpoints ----

export const getUserDetails = endpoint({
  ...calls.getUserDetails,
  summary: "The caller's own profile; also readable with the completion token while signing up.",
  request: emptyRequest,
  response: ok({ user_data: userProfile }),
});

export const completeProfile = endpoint({
  ...calls.completeProfile,
  summary:
    "Finishes sign-up with the completion token; user_type must be the account's. Returns a session token.",
  request: completeProfileRequest,
  response: ok({ token: z.string(), user_data: userProfile }),
  files: [photoRule('picture')],
});

export const updateProfile = endpoint({
  ...calls.updateProfile,
  summary:
    'Edits the own profile. A new e-mail or mobile number is held until its code is verified (is_valid_* false).',
  request: updateProfileRequest,
  response: ok({ user_data: updatedUserProfile }),
  files: [photoRule('photo')],
});

export const profilesEndpoints = [getUserDetails, completeProfile, updateProfile] as const;
