import { and, asc, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { countries, pitches, projectTypes, userExpertise, users } from '../../db/schema/index.js';
import { publicPitchWhere } from '../pitches/index.js';
import { personCountry, scoutCardColumns } from './discovery.queries.js';
import { publicPersonWhere } from './person-visibility.js';

/**
 * The scout page: people with complete profiles, one kind at a time, newest first or best match first.
 * The columns are those of the scout cards; e-mail and phone are never read here.
 */

export interface ScoutFilter {
  type: 'entrepreneur' | 'investor';
  /** Investors only: project type ids, one of which must be among their expertise. */
  expertise: string[];
  /** Investors only: their investment range must overlap [min, max]; either end may be open. */
  min?: number | undefined;
  max?: number | undefined;
}

/** Matches ranked per scout search at most; pages go as deep as these (the best ones). */
export const SCOUT_SEARCH_CANDIDATES = 500;

const idList = (ids: string[]) =>
  sql.join(
    ids.map((id) => sql`${id}::uuid`),
    sql`, `,
  );

/** Who is listed: complete profiles of the kind, and for investors the expertise and range filters. */
function scoutWhere(filter: ScoutFilter): SQL {
  const parts: SQL[] = [eq(users.userType, filter.type) as SQL, publicPersonWhere];
  if (filter.type === 'investor') {
    if (filter.expertise.length) {
      parts.push(sql`exists (select 1 from ${userExpertise} ue where ue.user_id = ${users.id}
        and ue.project_type_id in (${idList(filter.expertise)}))`);
    }
    if (filter.max !== undefined) parts.push(sql`${users.investmentMin} <= ${filter.max}`);
    if (filter.min !== undefined) parts.push(sql`${users.investmentMax} >= ${filter.min}`);
  }
  return sql.join(parts, sql` and `);
}

/** One page of people, newest first; `limit` rows from `offset`. */
export function newestScouted(db: Db, filter: ScoutFilter, offset: number, limit: number) {
  return db
    .select(scoutCardColumns)
    .from(users)
    .leftJoin(countries, sql`${countries.id} = ${personCountry}`)
    .where(scoutWhere(filter))
    .orderBy(desc(users.createdAt), desc(users.id))
    .offset(offset)
    .limit(limit);
}

/** The people search's full-text query for the words (migration 0003); null when no word is searchable. */
export async function peopleQuery(db: Db, words: string): Promise<string | null> {
  const result = (await db.execute(sql`select people_search_query(${words})::text as tsq`)) as unknown as {
    rows: { tsq: string | null }[];
  };
  return result.rows[0]?.tsq ?? null;
}

/**
 * One page of people matching the text, best first: an exact full name, then full-text rank plus how
 * alike the name and the query are. `tsq`: from peopleQuery; `name`: the query trimmed and lower-cased.
 */
export function searchScouted(
  db: Db,
  filter: ScoutFilter,
  { tsq, name }: { tsq: string; name: string },
  offset: number,
  limit: number,
) {
  const query = sql`${tsq}::tsquery`;
  // names compare without accents or case, as the search document does (search_fold, migration 0015)
  const fullName = sql`search_fold(${users.firstName} || ' ' || ${users.lastName})`;
  const typed = sql`search_fold(${name})`;
  const score = sql<number>`(case when ${fullName} = ${typed} then 2 else 0 end
    + ts_rank(${users.searchVector}, ${query})
    + greatest(similarity(${fullName}, ${typed}) - 0.3, 0))`;
  const candidates = db.$with('candidates').as(
    db
      .select({ candidateId: sql<string>`${users.id}`.as('candidate_id'), score: score.as('score') })
      .from(users)
      .where(and(scoutWhere(filter), sql`${users.searchVector} @@ ${query}`))
      .limit(SCOUT_SEARCH_CANDIDATES),
  );
  return db
    .with(candidates)
    .select(scoutCardColumns)
    .from(candidates)
    .innerJoin(users, eq(users.id, candidates.candidateId))
    .leftJoin(countries, sql`${countries.id} = ${personCountry}`)
    .orderBy(desc(candidates.score), asc(users.id))
    .offset(offset)
    .limit(limit);
}

/** The scout slider's bounds over all investors with complete profiles (0 when there are none). */
export const investorBoundsQuery = sql`select
    coalesce((select min(${users.investmentMin}) from ${users}
      where ${users.userType} = 'investor' and ${users.isProfileComplete}), 0)::float8 as "min",
    coalesce((select max(${users.investmentMax}) from ${users}
      where ${users.userType} = 'investor' and ${users.isProfileComplete}), 0)::float8 as "max"`;

export async function investorBounds(db: Db): Promise<{ min: number; max: number }> {
  const result = (await db.execute(investorBoundsQuery)) as unknown as {
    rows: { min: number; max: number }[];
  };
  const row = result.rows[0];
  return { min: Number(row?.min ?? 0), max: Number(row?.max ?? 0) };
}

/** Every project type, in list order: the scout page's expertise options. */
export function expertiseOptions(db: Db) {
  return db
    .select({ _id: projectTypes.id, title: projectTypes.label })
    .from(projectTypes)
    .orderBy(asc(projectTypes.sort), asc(projectTypes.label));
}

/** One person with a complete profile, with the contact details the profile page may show. */
export async function scoutedProfile(db: Db, id: string) {
  const [row] = await db
    .select({
      ...scoutCardColumns,
      email: users.email,
      isdCode: users.isdCode,
      mobileNumber: users.mobileNumber,
    })
    .from(users)
    .leftJoin(countries, sql`${countries.id} = ${personCountry}`)
    .where(and(eq(users.id, id), publicPersonWhere));
  return row ?? null;
}

/** The ids of a founder's visible pitches, newest first, at most `limit`: their profile lists them. */
export async function ownerPublicPitchIds(db: Db, ownerId: string, limit: number): Promise<string[]> {
  const rows = await db
    .select({ id: pitches.id })
    .from(pitches)
    .where(and(eq(pitches.ownerId, ownerId), publicPitchWhere))
    .orderBy(desc(pitches.createdAt), desc(pitches.id))
    .limit(limit);
  return rows.map((row) => row.id);
}
