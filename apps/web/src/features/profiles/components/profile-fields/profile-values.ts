import {
  type EntrepreneurProfile,
  type InvestorProfile,
  OTHER_OPTION_ID,
  type UserProfile,
} from '@angelbridge/contracts';

/**
 * Form values of the completion (sign-up) and edit (profile page) forms. Selects hold '' for "nothing
 * chosen"; the contract's schemas read '' as missing, so the values validate as they are.
 */
export interface AccountValues {
  first_name: string;
  last_name: string;
  email: string;
  country_id: string;
  isd_code: string;
  mobile_number: string;
}

export interface PlaceValues {
  register_country: string;
  register_state: string;
  register_city: string;
}

export interface EntrepreneurFormValues extends AccountValues, PlaceValues {
  linkedin_profile: string;
  arche_type: string;
  professional_experience: string;
  certification: string;
  your_achievement: string;
  skills: string[];
  new_skills: string[];
  type_business: string;
  other_type_business: string;
  alma_master: string;
  other_alma_master: string;
  desired_project: string[];
  bio: string;
}

export interface InvestorFormValues extends AccountValues, PlaceValues {
  bio: string;
  company_or_organization: string;
  linkedin_profile: string;
  investment_range: { min: string; max: string };
  desired_project: string[];
  preferred_sectors: string[];
  expertise: string[];
  /** The thesis (issue 22); empty means any. */
  thesis_stages: string[];
  thesis_countries: string[];
  thesis_instruments: string[];
}

const ids = (items: readonly { _id: string }[]) => items.map((item) => item._id);

function accountValues(profile?: UserProfile): AccountValues {
  return {
    first_name: profile?.first_name ?? '',
    last_name: profile?.last_name ?? '',
    email: profile?.email ?? '',
    country_id: profile?.country_id?._id ?? '',
    isd_code: profile?.country_id?.isd_code ?? profile?.isd_code ?? '',
    mobile_number: profile?.mobile_number ?? '',
  };
}

function placeValues(profile?: UserProfile): PlaceValues {
  return {
    register_country: profile?.register_country?._id ?? '',
    register_state: profile?.register_state?._id ?? '',
    register_city: profile?.register_city?._id ?? '',
  };
}

/** A stored choice, or the 'other' option when only free text was given. */
function choiceOrOther(choice: { _id: string } | null, otherText: string | null): string {
  if (choice) return choice._id;
  return otherText ? OTHER_OPTION_ID : '';
}

export function entrepreneurValues(profile?: EntrepreneurProfile): EntrepreneurFormValues {
  const years = profile?.professional_experience.years;
  return {
    ...accountValues(profile),
    ...placeValues(profile),
    linkedin_profile: profile?.linkedin_profile ?? '',
    arche_type: profile?.arche_type?._id ?? '',
    // The picker offers whole years from 1; a stored 0 shows as not chosen yet.
    professional_experience: years ? String(years) : '',
    certification: profile?.certification ?? '',
    your_achievement: profile?.your_achievement ?? '',
    skills: ids(profile?.skills ?? []),
    new_skills: profile?.new_skills ?? [],
    type_business: choiceOrOther(profile?.type_business ?? null, profile?.other_type_business ?? null),
    other_type_business: profile?.other_type_business ?? '',
    alma_master: choiceOrOther(profile?.alma_master ?? null, profile?.other_alma_master ?? null),
    other_alma_master: profile?.other_alma_master ?? '',
    desired_project: ids(profile?.desired_project ?? []),
    bio: profile?.bio ?? '',
  };
}

export function investorValues(profile?: InvestorProfile): InvestorFormValues {
  const range = profile?.investment_range;
  return {
    ...accountValues(profile),
    ...placeValues(profile),
    bio: profile?.bio ?? '',
    company_or_organization: profile?.company_or_organization ?? '',
    linkedin_profile: profile?.linkedin_profile ?? '',
    investment_range: { min: range ? String(range.min) : '', max: range ? String(range.max) : '' },
    desired_project: ids(profile?.desired_project ?? []),
    preferred_sectors: ids(profile?.preferred_sectors ?? []),
    expertise: ids(profile?.expertise ?? []),
    thesis_stages: profile?.thesis_stages ?? [],
    thesis_countries: ids(profile?.thesis_countries ?? []),
    thesis_instruments: profile?.thesis_instruments ?? [],
  };
}

/** 'other' free text travels only with the 'other' choice, so a stale text never overrides a list pick. */
export function entrepreneurFields(values: EntrepreneurFormValues) {
  return {
    user_type: 'entrepreneur' as const,
    register_country: values.register_country,
    register_state: values.register_state,
    register_city: values.register_city,
    linkedin_profile: values.linkedin_profile,
    arche_type: values.arche_type,
    professional_experience: values.professional_experience,
    certification: values.certification,
    your_achievement: values.your_achievement,
    skills: values.skills,
    new_skills: values.new_skills,
    // Optional: nothing chosen travels as nothing rather than as an empty id.
    type_business: values.type_business || undefined,
    other_type_business: values.type_business === OTHER_OPTION_ID ? values.other_type_business : '',
    alma_master: values.alma_master,
    other_alma_master: values.alma_master === OTHER_OPTION_ID ? values.other_alma_master : '',
    desired_project: values.desired_project,
    bio: values.bio,
  };
}

/** Amounts travel as numbers when they are numbers, else as typed so the schema names the problem. */
function amount(text: string): number | string {
  const trimmed = text.trim();
  return /^\d+$/.test(trimmed) ? Number(trimmed) : trimmed;
}

export function investorFields(values: InvestorFormValues) {
  return {
    user_type: 'investor' as const,
    bio: values.bio,
    company_or_organization: values.company_or_organization,
    linkedin_profile: values.linkedin_profile,
    register_country: values.register_country,
    register_state: values.register_state,
    register_city: values.register_city,
    investment_range: { min: amount(values.investment_range.min), max: amount(values.investment_range.max) },
    desired_project: values.desired_project,
    preferred_sectors: values.preferred_sectors,
    expertise: values.expertise,
    // JSON text, so an emptied list travels as '[]' (any) rather than as no field (kept)
    thesis_stages: JSON.stringify(values.thesis_stages),
    thesis_countries: JSON.stringify(values.thesis_countries),
    thesis_instruments: JSON.stringify(values.thesis_instruments),
  };
}

export function accountFields(values: AccountValues) {
  return {
    first_name: values.first_name,
    last_name: values.last_name,
    email: values.email,
    country_id: values.country_id,
    isd_code: values.isd_code,
    mobile_number: values.mobile_number,
  };
}
