import { type SQL, sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client.js';
import { pitches, projectTypes } from '../../db/schema/index.js';
import { publicPitchWhere, termsVisibleSql } from '../pitches/index.js';
import { type AmountRange, type ListingFilter, listingFilterWhere } from './listing-filters.js';

export type { AmountRange, ListingFilter };

/**
 * The /invest listing and the pitch detail page: which visible pitches to show, as ids; the pitches
 * themselves are loaded and shaped by pitches/pitch-view.ts. Every query here filters with
 * publicPitchWhere, so hidden and draft pitches never appear, and every one reads an index (see
 * investment-indexes.test.ts).
 */

export interface Titled {
  _id: string;
  title: string;
}

export interface ListedPitch {
  typeId: string;
  typeTitle: string;
  pitchId: string;
}

/**
 * Matches scored per listing search at most: every pitch a narrow search finds, and for a broad word
 * ('technology': a whole project type) enough to fill each section, while the answer stays fast.
 */
export const PITCH_SEARCH_CANDIDATES = 1000;

/** Below this trigram similarity a pitch name is not 'like' the query (as for people). */
const NAME_LIKENESS_FLOOR = 0.3;

const idList = (ids: string[]) =>
  sql.join(
    ids.map((id) => sql`${id}::uuid`),
    sql`, `,
  );

/**
 * Without text: the newest `perType` matching pitches of each project type, one index range per type,
 * in the project types' list order.
 */
export function newestPerTypeQuery(filter: ListingFilter, perType: number): SQL {
  const types = filter.typeIds.length ? sql`where pt.id in (${idList(filter.typeIds)})` : sql``;
  return sql`select pt.id as "typeId", pt.title as "typeTitle", listed.id as "pitchId"
    from ${projectTypes} pt
    cross join lateral (
      select ${pitches.id}, ${pitches.createdAt} from ${pitches}
      where ${pitches.projectTypeId} = pt.id and ${listingFilterWhere(filter)}
      order by ${pitches.createdAt} desc, ${pitches.id} desc
      limit ${perType}
    ) listed
    ${types}
    order by pt.sort, pt.title, listed.created_at desc, listed.id desc`;
}

export function newestPerType(db: Db, filter: ListingFilter, perType: number): Promise<ListedPitch[]> {
  return queryRows<ListedPitch>(db, newestPerTypeQuery(filter, perType));
}

/** The listing's full-text query for the words (see pitch_search_query in its migration); null when none. */
export async function pitchQuery(db: Db, words: string): Promise<string | null> {
  const [row] = await queryRows<{ tsq: string | null }>(
    db,
    sql`select pitch_search_query(${words})::text as tsq`,
  );
  return row?.tsq ?? null;
}

/**
 * With text: matching pitches, best first (an exact pitch name, then full-text rank plus how alike the
 * pitch name and the query are), at most `perType` of each type; sections ordered by their best match.
 * `tsq`: from pitchQuery. `name`: the query as typed, trimmed and lower-cased.
 */
export function searchPerTypeQuery(
  filter: ListingFilter,
  { tsq, name }: { tsq: string; name: string },
  perType: number,
): SQL {
  // a constant to the planner, so the index scan and its recheck never parse it again
  const query = sql`${tsq}::tsquery`;
  // names compare without accents or case, as the search document does (search_fold, migration 0015)
  const pitchName = sql`search_fold(${pitches.nameOfPitch})`;
  const typed = sql`search_fold(${name})`;
  return sql`with candidates as (
      select ${pitches.id} as id, ${pitches.projectTypeId} as type_id,
        case when ${pitchName} = ${typed} then 2 else 0 end
        + ts_rank(${pitches.searchVector}, ${query})
        + greatest(similarity(${pitchName}, ${typed}) - ${NAME_LIKENESS_FLOOR}, 0) as score
      from ${pitches}
      where ${pitches.searchVector} @@ ${query} and ${pitches.projectTypeId} is not null
        and ${listingFilterWhere(filter)}
      limit ${PITCH_SEARCH_CANDIDATES}
    ), ranked as (
      select id, type_id, score,
        row_number() over (partition by type_id order by score desc, id) as place,
        max(score) over (partition by type_id) as best
      from candidates
    )
    select ranked.type_id as "typeId", pt.title as "typeTitle", ranked.id as "pitchId" from ranked
    join ${projectTypes} pt on pt.id = ranked.type_id
    where ranked.place <= ${perType}
    order by ranked.best desc, ranked.type_id, ranked.place`;
}

export function searchPerType(
  db: Db,
  filter: ListingFilter,
  search: { tsq: string; name: string },
  perType: number,
): Promise<ListedPitch[]> {
  return queryRows<ListedPitch>(db, searchPerTypeQuery(filter, search, perType));
}

/** Newest visible pitches of these types (any type when none), leaving out `excluded`. */
export function newestOfTypesQuery(typeIds: string[], excluded: string[], limit: number): SQL {
  const parts: SQL[] = [publicPitchWhere];
  if (typeIds.length) parts.push(sql`${pitches.projectTypeId} in (${idList(typeIds)})`);
  if (excluded.length) parts.push(sql`${pitches.id} not in (${idList(excluded)})`);
  return sql`select ${pitches.id} as "pitchId" from ${pitches}
    where ${sql.join(parts, sql` and `)}
    order by ${pitches.createdAt} desc, ${pitches.id} desc
    limit ${limit}`;
}

export async function newestOfTypes(
  db: Db,
  typeIds: string[],
  excluded: string[],
  limit: number,
): Promise<string[]> {
  const found = await queryRows<{ pitchId: string }>(db, newestOfTypesQuery(typeIds, excluded, limit));
  return found.map((r) => r.pitchId);
}

/**
 * The slider's bounds: the lowest and highest min_per_investor of all visible public rounds (0 when
 * none). Private rounds (issue 32) are left out for everyone, so the bounds reveal no private terms and
 * stay one answer for every caller.
 */
export const amountBoundsQuery = sql`select
    coalesce(min(${pitches.minPerInvestor}), 0)::float8 as "lowest",
    coalesce(max(${pitches.minPerInvestor}), 0)::float8 as "highest"
  from ${pitches} where ${publicPitchWhere} and not ${pitches.privateRound}`;

/** The slider's bounds and the filter's options in one round trip. */
export async function listingOptions(db: Db): Promise<{ lowest: number; highest: number; types: Titled[] }> {
  const [row] = await queryRows<{ lowest: number; highest: number; types: Titled[] | string }>(
    db,
    sql`select bounds."lowest", bounds."highest",
      coalesce((select json_agg(json_build_object('_id', t."_id", 'title', t."title") order by t."sort", t."title")
        from (${listedTypesQuery}) t),
        '[]'::json) as "types"
    from (${amountBoundsQuery}) bounds`,
  );
  const types = typeof row?.types === 'string' ? (JSON.parse(row.types) as Titled[]) : (row?.types ?? []);
  return { lowest: Number(row?.lowest ?? 0), highest: Number(row?.highest ?? 0), types };
}

/** The project types that have at least one visible pitch, in list order: the listing's filter options. */
export const listedTypesQuery = sql`select pt.id as "_id", pt.title as "title", pt.sort as "sort"
  from ${projectTypes} pt
  where exists (select 1 from ${pitches} where ${pitches.projectTypeId} = pt.id and ${publicPitchWhere})
  order by pt.sort, pt.title`;

/** What the detail page needs to find similar pitches; null when the pitch is not visible or unknown. */
export async function visiblePitchKey(
  db: Db,
  id: string,
  viewerId: string | null,
): Promise<{ typeId: string | null; target: number; ownerId: string; termsVisible: boolean } | null> {
  const [row] = await queryRows<{
    typeId: string | null;
    target: number;
    ownerId: string;
    termsVisible: boolean;
  }>(
    db,
    sql`select ${pitches.projectTypeId} as "typeId", ${pitches.target}::float8 as "target",
        ${pitches.ownerId} as "ownerId", ${termsVisibleSql(viewerId)} as "termsVisible"
      from ${pitches} where ${pitches.id} = ${id} and ${publicPitchWhere}`,
  );
  return row
    ? { typeId: row.typeId, target: Number(row.target), ownerId: row.ownerId, termsVisible: row.termsVisible }
    : null;
}

/**
 * Up to `limit` visible pitches like this one: the same project type first, then the others; within
 * each, the nearest target. Four short index ranges (above and below the target, per tier), so the cost
 * does not grow with the number of pitches.
 */
export function similarPitchesQuery(
  id: string,
  key: { typeId: string | null; target: number },
  limit: number,
  viewerId: string | null = null,
): SQL {
  const sameType = key.typeId === null ? sql`false` : sql`${pitches.projectTypeId} = ${key.typeId}`;
  const otherType =
    key.typeId === null ? sql`true` : sql`${pitches.projectTypeId} is distinct from ${key.typeId}`;
  const side = (tier: 0 | 1, typeWhere: SQL, above: boolean) => sql`(select ${pitches.id} as id,
      ${sql.raw(String(tier))} as tier, ${pitches.target} as target from ${pitches}
      where ${publicPitchWhere} and ${typeWhere} and ${pitches.id} <> ${id}
        -- ranked by target: a private round whose target the viewer may not see is not ranked (issue 32)
        and ${termsVisibleSql(viewerId)}
        and ${pitches.target} ${above ? sql`>=` : sql`<`} ${key.target}
      order by ${pitches.target} ${above ? sql`asc` : sql`desc`}, ${pitches.id}
      limit ${limit})`;
  return sql`select id as "pitchId" from (
      ${side(0, sameType, true)} union all ${side(0, sameType, false)}
      union all ${side(1, otherType, true)} union all ${side(1, otherType, false)}
    ) near
    order by tier, abs(target - ${key.target}), id
    limit ${limit}`;
}

export async function similarPitches(
  db: Db,
  id: string,
  key: { typeId: string | null; target: number },
  limit: number,
  viewerId: string | null,
): Promise<string[]> {
  const found = await queryRows<{ pitchId: string }>(db, similarPitchesQuery(id, key, limit, viewerId));
  return found.map((r) => r.pitchId);
}
