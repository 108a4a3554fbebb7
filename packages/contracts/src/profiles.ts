import { z } from 'zod';
import { calls } from './call-routes.js';
import {
  emailField,
  emptyRequest,
  endpoint,
  type FileRule,
  IMAGE_KINDS,
  idSchema,
  jsonField,
  listField,
  numberField,
  ok,
  optionalId,
  optionalText,
  requiredId,
  requiredText,
  textField,
} from './http.js';
import { messages } from './messages.js';
import { almaMater, archeType, namedPlace, OTHER_OPTION_ID, skill, titled } from './reference.js';

const m = messages;

export const USER_TYPES = ['entrepreneur', 'investor'] as const;
export type UserType = (typeof USER_TYPES)[number];
export const userTypeSchema = z.enum(USER_TYPES, { error: m.profile.userTypeInvalid });

export const MAX_PHONE_LENGTH = 15;
export const MAX_EXPERIENCE_YEARS = 50;
export const MIN_BIO_LENGTH = 10;
export const PHOTO_MAX_BYTES = 5 * 1024 * 1024;

// ---- fields shared with auth and pitches ----

/** A user's mobile number as typed after the ISD code: digits only. */
export function mobileNumberField(requiredMessage: string, invalidMessage: string) {
  return z
    .string({ error: requiredMessage })
    .trim()
    .min(1, { error: requiredMessage, abort: true })
    .max(MAX_PHONE_LENGTH, { error: invalidMessage, abort: true })
    .regex(/^\d+$/, { error: invalidMessage });
}

/** Stored without '+', the way the country list gives it ('1', '44', '1684'). */
export function isdCodeField(message: string) {
  return z
    .string({ error: message })
    .trim()
    .regex(/^\+?\d{1,6}$/, { error: message })
    .transform((code) => code.replace(/^\+/, ''));
}

/** https, optional www. or a 2-3 letter country subdomain, linkedin.com/in/<slug>, optional slash. */
export const LINKEDIN_PROFILE_PATTERN = /^https:\/\/([a-z]{2,3}\.)?linkedin\.com\/in\/[A-Za-z0-9_%-]+\/?$/i;

/**
 * What people type for their LinkedIn address, made a URL: 'linkedin.com/in/x', 'www.linkedin.com/in/x'
 * and 'http://...' become 'https://...'. Anything else is left for the pattern to judge.
 */
export function normalizeLinkedinUrl(typed: string): string {
  const url = typed.trim();
  if (url === '' || url === '-') return '';
  if (/^http:\/\//i.test(url)) return `https://${url.slice('http://'.length)}`;
  if (/^([a-z]{2,3}\.)?linkedin\.com\//i.test(url)) return `https://${url}`;
  return url;
}

/**
 * Optional LinkedIn profile URL; empty text (and '-', which the wizard shows for none) means none. An
 * address typed without https:// is accepted and stored with it.
 */
export const linkedinProfileField = z
  .string({ error: m.profile.linkedinInvalid })
  .transform(normalizeLinkedinUrl)
  .refine((url) => url === '' || LINKEDIN_PROFILE_PATTERN.test(url), { error: m.profile.linkedinInvalid })
  .optional();

export const investmentRange = z.object({ min: z.number(), max: z.number() });
export type InvestmentRange = z.infer<typeof investmentRange>;

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

// ---- completing and editing a profile (multipart) ----

const idList = (label: string) => listField(idSchema(label));
const nonEmptyIdList = (label: string, message: string) =>
  idList(label).refine((ids) => ids.length > 0, { error: message });

const anyUuid = z.uuid();

/** A list id or OTHER_OPTION_ID, which asks for free text in the matching other_* field. */
const idOrOther = (message: string) =>
  z.preprocess(
    (value) => (value === '' || value === null ? undefined : value),
    z
      .string({ error: message })
      .refine((value) => value === OTHER_OPTION_ID || anyUuid.safeParse(value).success, { error: message }),
  );

const placeFields = {
  register_country: requiredId(m.profile.countryRequired, 'country'),
  register_state: requiredId(m.profile.stateRequired, 'state'),
  register_city: requiredId(m.profile.cityRequired, 'city'),
};

const experienceYears = numberField(m.entrepreneurProfile.experienceInvalid).pipe(
  z
    .number()
    .int({ error: m.entrepreneurProfile.experienceInvalid })
    // the form offers 1 to 50 years (§9), and its message says so
    .min(1, { error: m.entrepreneurProfile.experienceInvalid })
    .max(MAX_EXPERIENCE_YEARS, { error: m.entrepreneurProfile.experienceInvalid }),
);
const experienceMonths = numberField(m.entrepreneurProfile.experienceInvalid).pipe(
  z
    .number()
    .int({ error: m.entrepreneurProfile.experienceInvalid })
    .min(0, { error: m.entrepreneurProfile.experienceInvalid })
    .max(11, { error: m.entrepreneurProfile.experienceInvalid }),
);

/** Years as a number or text, or { years, months } as an object or JSON text; read back as the object. */
export const experienceField = jsonField(
  z.union([z.object({ years: experienceYears, months: experienceMonths.optional() }), experienceYears], {
    error: m.entrepreneurProfile.experienceInvalid,
  }),
).transform((value) =>
  typeof value === 'number' ? { years: value, months: 0 } : { years: value.years, months: value.months ?? 0 },
);

const entrepreneurFields = {
  user_type: z.literal('entrepreneur'),
  ...placeFields,
  linkedin_profile: linkedinProfileField,
  arche_type: requiredId(m.entrepreneurProfile.archeTypeRequired, 'archetype'),
  /** Whole years (the completion form), or §7's JSON { years, months } (the profile edit). */
  professional_experience: experienceField,
  certification: optionalText(500, m.entrepreneurProfile.certificationMax),
  /** Skill ids, or skill names (§3 sends names); the server looks names up, unknown ones become custom. */
  skills: listField(
    textField({ error: m.entrepreneurProfile.newSkillInvalid })
      .trim()
      .min(1, { error: m.entrepreneurProfile.newSkillInvalid })
      .max(100, { error: m.entrepreneurProfile.newSkillInvalid }),
  ),
  new_skills: listField(
    z
      .string({ error: m.entrepreneurProfile.newSkillInvalid })
      .trim()
      .min(1, { error: m.entrepreneurProfile.newSkillInvalid })
      .max(50, { error: m.entrepreneurProfile.newSkillInvalid }),
  ),
  type_business: idOrOther(m.entrepreneurProfile.typeBusinessInvalid).optional(),
  other_type_business: optionalText(100),
  alma_master: idOrOther(m.entrepreneurProfile.almaMasterRequired),
  other_alma_master: optionalText(200),
  desired_project: nonEmptyIdList('project type', m.profile.desiredProjectRequired),
  your_achievement: optionalText(1000, m.entrepreneurProfile.achievementMax),
  bio: z
    .string({ error: m.entrepreneurProfile.bioRequired })
    .trim()
    .min(1, { error: m.entrepreneurProfile.bioRequired, abort: true })
    .min(MIN_BIO_LENGTH, { error: m.entrepreneurProfile.bioMin })
    .max(2000),
};

type EntrepreneurChoices = {
  skills: string[];
  new_skills: string[];
  type_business?: string | undefined;
  other_type_business?: string | undefined;
  alma_master: string;
  other_alma_master?: string | undefined;
};

function checkEntrepreneurChoices(data: EntrepreneurChoices, ctx: z.RefinementCtx) {
  if (data.skills.length === 0 && data.new_skills.length === 0) {
    ctx.addIssue({ code: 'custom', path: ['skills'], message: m.entrepreneurProfile.skillsRequired });
  }
  if (data.type_business === OTHER_OPTION_ID && !data.other_type_business) {
    ctx.addIssue({
      code: 'custom',
      path: ['other_type_business'],
      message: m.entrepreneurProfile.otherTypeBusinessRequired,
    });
  }
  if (data.alma_master === OTHER_OPTION_ID && !data.other_alma_master) {
    ctx.addIssue({
      code: 'custom',
      path: ['other_alma_master'],
      message: m.entrepreneurProfile.otherAlmaMasterRequired,
    });
  }
}

const investmentAmount = (requiredMessage: string) =>
  numberField(requiredMessage).pipe(
    z
      .number()
      .int({ error: m.investorProfile.investmentInvalid })
      .min(0, { error: m.investorProfile.investmentInvalid })
      .max(Number.MAX_SAFE_INTEGER, { error: m.investorProfile.investmentInvalid }),
  );

/** Arrives as JSON text in multipart: '{"min":1000,"max":50000}'. */
export const investmentRangeField = jsonField(
  z
    .object(
      {
        min: investmentAmount(m.investorProfile.minInvestmentRequired),
        max: investmentAmount(m.investorProfile.maxInvestmentRequired),
      },
      { error: m.investorProfile.investmentRangeRequired },
    )
    .refine((range) => range.min <= range.max, { path: ['min'], error: m.investorProfile.minAboveMax }),
);

const investorFields = {
  user_type: z.literal('investor'),
  bio: requiredText(m.investorProfile.bioRequired, 2000),
  company_or_organization: requiredText(m.investorProfile.companyRequired, 200),
  linkedin_profile: linkedinProfileField,
  ...placeFields,
  investment_range: investmentRangeField,
  desired_project: nonEmptyIdList('project type', m.profile.desiredProjectRequired),
  preferred_sectors: idList('sector'),
  expertise: nonEmptyIdList('expertise', m.investorProfile.expertiseRequired),
};

export const completeEntrepreneurProfileRequest = z
  .object(entrepreneurFields)
  .superRefine(checkEntrepreneurChoices);
export const completeInvestorProfileRequest = z.object(investorFields);

export const completeProfileRequest = z.discriminatedUnion(
  'user_type',
  [completeEntrepreneurProfileRequest, completeInvestorProfileRequest],
  { error: m.profile.userTypeInvalid },
);
export type CompleteProfileRequest = z.input<typeof completeProfileRequest>;

/** Name, e-mail and phone; a changed e-mail or phone is only applied after its code is verified. */
const accountFields = {
  first_name: requiredText(m.profile.firstNameRequired, 50),
  last_name: requiredText(m.profile.lastNameRequired, 50),
  email: z.preprocess(
    (value) => (value === '' || value === null ? undefined : value),
    emailField(m.login.emailRequired, m.login.emailInvalid).optional(),
  ),
  isd_code: z.preprocess(
    (value) => (value === '' || value === null ? undefined : value),
    isdCodeField(m.signup.countryRequired).optional(),
  ),
  country_id: optionalId('country'),
  mobile_number: z.preprocess(
    (value) => (value === '' || value === null ? undefined : value),
    mobileNumberField(m.signup.mobileRequired, m.signup.mobileInvalid).optional(),
  ),
};

/** Kind-specific rules stay those of completion, so an edit cannot leave a profile incomplete. */
export const updateEntrepreneurProfileRequest = z
  .object({ ...entrepreneurFields, ...accountFields })
  .superRefine(checkEntrepreneurChoices);
export const updateInvestorProfileRequest = z.object({ ...investorFields, ...accountFields });

export const updateProfileRequest = z.discriminatedUnion(
  'user_type',
  [updateEntrepreneurProfileRequest, updateInvestorProfileRequest],
  { error: m.profile.userTypeInvalid },
);
export type UpdateProfileRequest = z.input<typeof updateProfileRequest>;

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
