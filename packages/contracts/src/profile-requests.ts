/** Completing and editing a profile (multipart): the kind-specific fields, then the account's. */
import { z } from 'zod';
import {
  emailField,
  idSchema,
  jsonField,
  listField,
  numberField,
  optionalId,
  optionalText,
  requiredId,
  requiredText,
  textField,
} from './http.js';
import { FIELD_LIMITS } from './limits.js';
import { messages } from './messages.js';
import {
  isdCodeField,
  linkedinProfileField,
  MAX_EXPERIENCE_YEARS,
  MIN_BIO_LENGTH,
  mobileNumberField,
} from './profile-fields.js';
import { OTHER_OPTION_ID } from './reference.js';
import { thesisFields } from './round.js';

const m = messages;
const entrepreneur = FIELD_LIMITS.entrepreneur;
const investor = FIELD_LIMITS.investor;
const account = FIELD_LIMITS.account;

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
  certification: optionalText(entrepreneur.certification, m.entrepreneurProfile.certificationMax),
  /** Skill ids, or skill names (§3 sends names); the server looks names up, unknown ones become custom. */
  skills: listField(
    textField({ error: m.entrepreneurProfile.newSkillInvalid })
      .trim()
      .min(1, { error: m.entrepreneurProfile.newSkillInvalid })
      .max(entrepreneur.skill, { error: m.entrepreneurProfile.newSkillInvalid }),
  ),
  new_skills: listField(
    z
      .string({ error: m.entrepreneurProfile.newSkillInvalid })
      .trim()
      .min(1, { error: m.entrepreneurProfile.newSkillInvalid })
      .max(entrepreneur.new_skill, { error: m.entrepreneurProfile.newSkillInvalid }),
  ),
  type_business: idOrOther(m.entrepreneurProfile.typeBusinessInvalid).optional(),
  other_type_business: optionalText(entrepreneur.other_type_business),
  alma_master: idOrOther(m.entrepreneurProfile.almaMasterRequired),
  other_alma_master: optionalText(entrepreneur.other_alma_master),
  desired_project: nonEmptyIdList('project type', m.profile.desiredProjectRequired),
  your_achievement: optionalText(entrepreneur.your_achievement, m.entrepreneurProfile.achievementMax),
  bio: z
    .string({ error: m.entrepreneurProfile.bioRequired })
    .trim()
    .min(1, { error: m.entrepreneurProfile.bioRequired, abort: true })
    .min(MIN_BIO_LENGTH, { error: m.entrepreneurProfile.bioMin })
    .max(entrepreneur.bio),
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
  bio: requiredText(m.investorProfile.bioRequired, investor.bio),
  company_or_organization: requiredText(m.investorProfile.companyRequired, investor.company_or_organization),
  linkedin_profile: linkedinProfileField,
  ...placeFields,
  investment_range: investmentRangeField,
  desired_project: nonEmptyIdList('project type', m.profile.desiredProjectRequired),
  preferred_sectors: idList('sector'),
  expertise: nonEmptyIdList('expertise', m.investorProfile.expertiseRequired),
  /** The thesis beyond desired projects and the range (issue 22); missing keeps what is stored. */
  ...thesisFields,
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
  first_name: requiredText(m.profile.firstNameRequired, account.first_name),
  last_name: requiredText(m.profile.lastNameRequired, account.last_name),
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
