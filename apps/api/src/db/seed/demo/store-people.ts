import type { Db } from '../../client.js';
import { insertRecords } from './insert.js';
import type { SeedPerson } from './people.js';

const USER_FIELDS = {
  id: 'uuid',
  user_type: 'user_type',
  first_name: 'text',
  last_name: 'text',
  email: 'text',
  password_hash: 'text',
  isd_code: 'text',
  mobile_number: 'text',
  country_id: 'uuid',
  register_country_id: 'uuid',
  register_state_id: 'uuid',
  register_city_id: 'uuid',
  bio: 'text',
  linkedin_profile: 'text',
  photo: 'text',
  is_profile_complete: 'boolean',
  arche_type_id: 'uuid',
  experience_years: 'int',
  experience_months: 'int',
  certification: 'text',
  your_achievement: 'text',
  new_skills: 'text[]',
  business_type_id: 'uuid',
  alma_mater_id: 'uuid',
  company_or_organization: 'text',
  investment_min: 'bigint',
  investment_max: 'bigint',
  _minutes_ago: 'int',
};

const LINKS = [
  ['user_skills', 'skill_id', (p: SeedPerson) => p.skillIds],
  ['user_expertise', 'project_type_id', (p: SeedPerson) => p.expertiseIds],
  ['user_desired_projects', 'project_type_id', (p: SeedPerson) => p.desiredProjectIds],
  ['user_preferred_sectors', 'sector_id', (p: SeedPerson) => p.sectorIds],
] as const;

/**
 * Stores people and their skills, expertise, desired projects and sectors. Everyone gets the same
 * password hash (made once by the caller: bcrypt is slow on purpose). `photos` maps ids to stored URLs.
 */
export async function storePeople(
  db: Db,
  people: SeedPerson[],
  passwordHash: string,
  photos: ReadonlyMap<string, string> = new Map(),
): Promise<void> {
  const rows = people.map((p) => ({
    id: p.id,
    user_type: p.type,
    first_name: p.firstName,
    last_name: p.lastName,
    email: p.email,
    password_hash: passwordHash,
    isd_code: p.isdCode,
    mobile_number: p.mobileNumber,
    country_id: p.place.countryId,
    register_country_id: p.complete ? p.place.countryId : null,
    register_state_id: p.complete ? p.place.stateId : null,
    register_city_id: p.complete ? p.place.cityId : null,
    bio: p.complete ? p.bio : null,
    linkedin_profile: p.complete ? p.linkedinProfile : null,
    photo: photos.get(p.id) ?? null,
    is_profile_complete: p.complete,
    arche_type_id: p.archeTypeId,
    experience_years: p.experienceYears,
    experience_months: p.experienceMonths,
    certification: p.certification,
    your_achievement: p.yourAchievement,
    new_skills: p.newSkills,
    business_type_id: p.businessTypeId,
    alma_mater_id: p.almaMaterId,
    company_or_organization: p.company,
    investment_min: p.investmentMin,
    investment_max: p.investmentMax,
    // a few minutes apart within the day, so "newest first" has no ties
    _minutes_ago: p.createdDaysAgo * 1440 + (Number.parseInt(p.id.slice(0, 4), 16) % 1440),
  }));
  const signedUp = "now() - x._minutes_ago * interval '1 minute'";
  await insertRecords(db, 'users', USER_FIELDS, rows, {
    email_verified: 'true',
    created_at: signedUp,
    updated_at: signedUp,
  });
  for (const [table, column, pick] of LINKS) {
    const links = people.flatMap((p) =>
      p.complete ? pick(p).map((ref) => ({ user_id: p.id, _ref: ref })) : [],
    );
    await insertRecords(db, table, { user_id: 'uuid', _ref: 'uuid' }, links, { [column]: 'x._ref' });
  }
}
