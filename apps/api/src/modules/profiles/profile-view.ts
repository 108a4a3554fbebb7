import type { PitchInstrument, PitchStage, UserProfile } from '@angelbridge/contracts';
import type { ProfileRow } from './profiles.queries.js';

interface Labelled {
  id: string;
  label: string;
}

export interface ProfileLinks {
  skills: Labelled[];
  desiredProjects: Labelled[];
  expertise: Labelled[];
  preferredSectors: Labelled[];
  /** The investor's thesis countries with their names. */
  thesisCountries: { id: string; name: string }[];
}

const titled = (items: Labelled[]) => items.map(({ id, label }) => ({ _id: id, title: label }));
const place = (p: { id: string; name: string } | null) => (p ? { _id: p.id, name: p.name } : null);

/**
 * The profile as the contract words it (spec field names, Mongo-style `_id`). Built field by field, so
 * nothing of the row that is not listed here (password hash, token version, pending values) can leak.
 */
export function toProfile(row: ProfileRow, links: ProfileLinks): UserProfile {
  const base = {
    _id: row.id,
    first_name: row.firstName,
    last_name: row.lastName,
    email: row.email,
    isd_code: row.isdCode,
    mobile_number: row.mobileNumber,
    country_id: row.country
      ? { _id: row.country.id, name: row.country.name, isd_code: row.country.isdCode }
      : null,
    country: row.country?.name ?? '',
    register_country: place(row.registerCountry),
    register_state: place(row.registerState),
    register_city: place(row.registerCity),
    bio: row.bio ?? '',
    linkedin_profile: row.linkedinProfile ?? '',
    photo: row.photo,
    email_verified: row.emailVerified,
    is_profile_complete: row.isProfileComplete,
    desired_project: titled(links.desiredProjects),
    created_at: row.createdAt.toISOString(),
  };
  if (row.userType === 'entrepreneur') {
    return {
      ...base,
      user_type: 'entrepreneur',
      skills: links.skills.map(({ id, label }) => ({ _id: id, skills: label })),
      new_skills: row.newSkills,
      alma_master: row.almaMater ? { _id: row.almaMater.id, institutions_name: row.almaMater.label } : null,
      other_alma_master: row.otherAlmaMater,
      type_business: row.businessType ? { _id: row.businessType.id, title: row.businessType.label } : null,
      other_type_business: row.otherBusinessType,
      arche_type: row.archeType ? { _id: row.archeType.id, arche_type: row.archeType.label } : null,
      certification: row.certification ?? '',
      your_achievement: row.yourAchievement ?? '',
      professional_experience: { years: row.experienceYears ?? 0, months: row.experienceMonths ?? 0 },
    };
  }
  return {
    ...base,
    user_type: 'investor',
    company_or_organization: row.companyOrOrganization ?? '',
    expertise: titled(links.expertise),
    intermediate_project_type: titled(links.desiredProjects),
    investment_range:
      row.investmentMin !== null && row.investmentMax !== null
        ? { min: row.investmentMin, max: row.investmentMax }
        : null,
    preferred_sectors: titled(links.preferredSectors),
    thesis_stages: row.thesisStages as PitchStage[],
    thesis_countries: links.thesisCountries.map(place).filter((c) => c !== null),
    thesis_instruments: row.thesisInstruments as PitchInstrument[],
  };
}
