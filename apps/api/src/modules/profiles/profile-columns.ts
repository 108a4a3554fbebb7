import { type completeProfileRequest, OTHER_OPTION_ID } from '@angelbridge/contracts';
import type { z } from 'zod';
import type { LinkList, UserColumns } from './profiles.queries.js';

/** A completion or edit form's fields of the account's kind (entrepreneur or investor). */
export type KindFields = z.output<typeof completeProfileRequest>;

/** Custom skills keep the first spelling typed; the same skill twice in another case is one skill. */
function distinctSkills(names: readonly string[]): string[] {
  const seen = new Set<string>();
  return names.filter((name) => {
    const key = name.toLowerCase();
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** What a completion or edit form writes besides names and contact: the kind's columns and lists. */
export function kindColumns(input: KindFields): {
  columns: UserColumns;
  links: Partial<Record<LinkList, string[]>>;
} {
  const common = {
    registerCountryId: input.register_country,
    registerStateId: input.register_state,
    registerCityId: input.register_city,
    linkedinProfile: input.linkedin_profile || null,
    bio: input.bio,
  };
  if (input.user_type === 'entrepreneur') {
    const business = input.type_business;
    const other = (id: string | undefined, text: string | undefined) =>
      id === OTHER_OPTION_ID ? text || null : null;
    const chosen = (id: string | undefined) => (id && id !== OTHER_OPTION_ID ? id : null);
    return {
      columns: {
        ...common,
        archeTypeId: input.arche_type,
        experienceYears: input.professional_experience.years,
        experienceMonths: input.professional_experience.months,
        certification: input.certification || null,
        yourAchievement: input.your_achievement || null,
        newSkills: distinctSkills(input.new_skills),
        businessTypeId: chosen(business),
        otherBusinessType: other(business, input.other_type_business),
        almaMaterId: chosen(input.alma_master),
        otherAlmaMater: other(input.alma_master, input.other_alma_master),
      },
      links: { skills: [...new Set(input.skills)], desiredProjects: [...new Set(input.desired_project)] },
    };
  }
  return {
    columns: {
      ...common,
      companyOrOrganization: input.company_or_organization,
      investmentMin: input.investment_range.min,
      investmentMax: input.investment_range.max,
      // the thesis (issue 22): a list left out keeps what is stored
      ...(input.thesis_stages ? { thesisStages: [...new Set(input.thesis_stages)] } : {}),
      ...(input.thesis_countries ? { thesisCountryIds: [...new Set(input.thesis_countries)] } : {}),
      ...(input.thesis_instruments ? { thesisInstruments: [...new Set(input.thesis_instruments)] } : {}),
    },
    links: {
      desiredProjects: [...new Set(input.desired_project)],
      expertise: [...new Set(input.expertise)],
      preferredSectors: [...new Set(input.preferred_sectors)],
    },
  };
}
