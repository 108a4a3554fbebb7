import type { UserType } from '@angelbridge/contracts';
import { and, desc, eq, sql } from 'drizzle-orm';
import { union } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.js';
import {
  countries,
  pitches,
  projectTypes,
  skills,
  userDesiredProjects,
  userExpertise,
  userSkills,
  users,
} from '../../db/schema/index.js';
import { publicPitchWhere } from '../pitches/index.js';
import { publicPersonWhere } from './person-visibility.js';

interface Titled {
  _id: string;
  title: string;
}

/**
 * Discovery lists complete profiles only, and an admin's account never has one (admin:create clears it),
 * so the people found are entrepreneurs or investors.
 */
const publicUserType = sql<UserType>`${users.userType}`;

/** Where a person is: the country of their profile, else the one they signed up with. */
export const personCountry = sql`coalesce(${users.registerCountryId}, ${users.countryId})`;

const expertiseTitles = sql<string[]>`coalesce((
  select array_agg(p.title order by p.sort) from ${userExpertise} ue
  join ${projectTypes} p on p.id = ue.project_type_id where ue.user_id = ${users.id}), '{}')`;

const titledList = (link: typeof userExpertise) => sql<Titled[]>`coalesce((
  select json_agg(json_build_object('_id', p.id, 'title', p.title) order by p.sort) from ${link} l
  join ${projectTypes} p on p.id = l.project_type_id where l.user_id = ${users.id}), '[]'::json)`;

/** Listed skills by the list's order, then the person's own words. */
const skillNames = sql<string[]>`coalesce((
  select array_agg(s.skills order by s.sort) from ${userSkills} us
  join ${skills} s on s.id = us.skill_id where us.user_id = ${users.id}), '{}') || ${users.newSkills}`;

/** The columns a scout card shows (no contact data); the funding page and /scout select the same. */
export const scoutCardColumns = {
  id: users.id,
  userType: publicUserType,
  photo: users.photo,
  firstName: users.firstName,
  lastName: users.lastName,
  countryName: countries.name,
  investmentMin: users.investmentMin,
  investmentMax: users.investmentMax,
  desiredProjects: titledList(userDesiredProjects),
  experienceYears: users.experienceYears,
  experienceMonths: users.experienceMonths,
  linkedinProfile: users.linkedinProfile,
  bio: users.bio,
  company: users.companyOrOrganization,
  expertise: titledList(userExpertise),
  skills: skillNames,
  yearsOnAngelbridge: sql<number>`date_part('year', age(now(), ${users.createdAt}))::int`,
};

export interface PersonHit {
  id: string;
  userType: 'entrepreneur' | 'investor';
  firstName: string;
  lastName: string;
  photo: string | null;
  countryName: string | null;
  expertise: string[];
  bio: string | null;
  linkedinProfile: string | null;
  company: string | null;
}

/**
 * Matches scored per search at most (besides exact names): enough to rank a name or a skill well, few
 * enough that a broad word ('marketing': thousands of people) still answers in milliseconds.
 */
export const SEARCH_CANDIDATES = 200;

/**
 * Below this trigram similarity a name is not 'like' the query: 'Marar' shares a few letters with
 * 'marketing', which must not lift Marar above the people who do marketing.
 */
const NAME_LIKENESS_FLOOR = 0.3;

/**
 * The full-text query for the words (see people_search_query in migration 0003: prefixes, stems, and
 * known words in place of mistyped ones); null when no word is searchable.
 */
async function peopleQuery(db: Db, words: string): Promise<string | null> {
  const [row] = await db
    .select({ tsq: sql<string | null>`people_search_query(${words})::text` })
    .from(sql`(select 1) as one`);
  return row?.tsq ?? null;
}

/**
 * People with complete profiles whose search document matches the words, best first: an exact full
 * name, then an exact first or last name, then full-text rank plus how alike the name and the query are
 * (a mistyped name).
 * `words`: lower-case letters and digits separated by single spaces. `name`: the query as typed, trimmed
 * and lower-cased, compared with names as they are written ('jean-luc picard').
 */
export async function searchPeople(
  db: Db,
  { words, name }: { words: string; name: string },
  limit: number,
): Promise<PersonHit[]> {
  const query = await peopleQuery(db, words);
  if (query === null) return [];
  // a constant to the planner, so the index scan and its recheck never call the function again
  const tsq = sql`${query}::tsquery`;
  // the exact-name candidates below read the index on the name as written (migration 0002); the score
  // compares names without accents or case, as the search document does (search_fold, migration 0015)
  const fullName = sql`lower(${users.firstName} || ' ' || ${users.lastName})`;
  const foldedName = sql`search_fold(${users.firstName} || ' ' || ${users.lastName})`;
  const typed = sql`search_fold(${name})`;
  const score = sql<number>`(
    case when ${foldedName} = ${typed} then 4 else 0 end
    + case when search_fold(${users.firstName}) = ${typed} or search_fold(${users.lastName}) = ${typed}
      then 1 else 0 end
    + ts_rank(${users.searchVector}, ${tsq})
    + greatest(similarity(${foldedName}, ${typed}) - ${NAME_LIKENESS_FLOOR}, 0))`;
  const candidateId = sql<string>`${users.id}`.as('candidate_id');
  // the matches, at most SEARCH_CANDIDATES of them, and always whoever has exactly the name typed
  const candidates = db.$with('candidates').as(
    union(
      db
        .select({ candidateId })
        .from(users)
        .where(and(publicPersonWhere, sql`${users.searchVector} @@ ${tsq}`))
        .limit(SEARCH_CANDIDATES),
      db
        .select({ candidateId })
        .from(users)
        .where(and(publicPersonWhere, sql`${fullName} = ${name}`)),
    ),
  );
  const hits = db.$with('hits').as(
    db
      .with(candidates)
      .select({ hitId: sql<string>`${users.id}`.as('hit_id'), score: score.as('score') })
      .from(candidates)
      .innerJoin(users, eq(users.id, candidates.candidateId))
      .orderBy(sql`score desc`, users.id)
      .limit(limit),
  );
  return db
    .with(hits)
    .select({
      id: users.id,
      userType: publicUserType,
      firstName: users.firstName,
      lastName: users.lastName,
      photo: users.photo,
      countryName: countries.name,
      expertise: expertiseTitles,
      bio: users.bio,
      linkedinProfile: users.linkedinProfile,
      company: users.companyOrOrganization,
    })
    .from(hits)
    .innerJoin(users, eq(users.id, hits.hitId))
    .leftJoin(countries, sql`${countries.id} = ${personCountry}`)
    .orderBy(desc(hits.score), users.id);
}

export interface ScoutedPerson {
  id: string;
  userType: 'entrepreneur' | 'investor';
  photo: string | null;
  firstName: string;
  lastName: string;
  countryName: string | null;
  investmentMin: number | null;
  investmentMax: number | null;
  desiredProjects: Titled[];
  experienceYears: number | null;
  experienceMonths: number | null;
  linkedinProfile: string | null;
  bio: string | null;
  company: string | null;
  expertise: Titled[];
  /** Listed skills, then the person's own words (entrepreneurs' cards show them). */
  skills: string[];
  yearsOnAngelbridge: number;
}

const bioLength = sql`char_length(coalesce(btrim(${users.bio}), ''))`;

/**
 * Below this many characters a bio is a line, not an introduction: without a photo as well, the profile
 * says too little for the front page.
 */
export const SUBSTANTIVE_BIO = 120;

/**
 * How complete a profile is, 0-10: a photo counts most (cards are faces), then a bio by length (a line,
 * a paragraph, a story), LinkedIn, company, expertise or skills, and the range or experience the cards show.
 */
const profileCompleteness = sql<number>`(
  case when ${users.photo} is not null then 3 else 0 end
  + case when ${bioLength} >= 300 then 3 when ${bioLength} >= ${SUBSTANTIVE_BIO} then 2
         when ${bioLength} >= 40 then 1 else 0 end
  + case when coalesce(${users.linkedinProfile}, '') <> '' then 1 else 0 end
  + case when coalesce(${users.companyOrOrganization}, '') <> '' then 1 else 0 end
  + case when exists (select 1 from ${userExpertise} ue where ue.user_id = ${users.id})
           or exists (select 1 from ${userSkills} us where us.user_id = ${users.id})
           or cardinality(${users.newSkills}) > 0 then 1 else 0 end
  + case when ${users.investmentMin} is not null or coalesce(${users.experienceYears}, 0) > 0
         or coalesce(${users.experienceMonths}, 0) > 0 then 1 else 0 end)`;

/** The person's latest sign of life: the profile, or a public pitch of theirs. */
const personActivity = sql<Date>`greatest(${users.updatedAt}, ${users.createdAt}, (
  select max(greatest(${pitches.updatedAt}, ${pitches.createdAt})) from ${pitches}
  where ${pitches.ownerId} = ${users.id} and ${publicPitchWhere}))`;

/**
 * The people the front page features: complete profiles with something to show (a photo, or a bio of a
 * paragraph at least), most complete first, then most recently active. Each person once.
 */
export function featuredPeople(
  db: Db,
  type: 'entrepreneur' | 'investor',
  limit: number,
): Promise<ScoutedPerson[]> {
  return db
    .select(scoutCardColumns)
    .from(users)
    .leftJoin(countries, sql`${countries.id} = ${personCountry}`)
    .where(
      and(
        eq(users.userType, type),
        publicPersonWhere,
        sql`(${users.photo} is not null or ${bioLength} >= ${SUBSTANTIVE_BIO})`,
      ),
    )
    .orderBy(desc(profileCompleteness), desc(personActivity), users.id)
    .limit(limit);
}
