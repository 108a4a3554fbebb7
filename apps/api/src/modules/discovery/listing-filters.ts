import { type SQL, sql } from 'drizzle-orm';
import { pitches } from '../../db/schema/index.js';
import { publicPitchWhere, termsVisibleSql } from '../pitches/index.js';

/**
 * The listing's filters (project types, the minimum ticket's range, round stages, countries), written once:
 * the /invest listing filters pitches with the caller's choices, and saved-search alerts (follows) match one
 * pitch against every stored search's. Each condition is a pitch's column against a filter value given as
 * SQL: the caller's constants, or a stored search's columns.
 */
export interface FilteredPitch {
  typeId: SQL;
  minPerInvestor: SQL;
  stage: SQL;
  countryId: SQL;
}

const matchOn = (p: FilteredPitch) => ({
  typeIds: (ids: SQL) => sql`${p.typeId} = any(${ids})`,
  range: (min: SQL, max: SQL) => sql`${p.minPerInvestor} between ${min} and ${max}`,
  stages: (stages: SQL) => sql`${p.stage} = any(${stages})`,
  countryIds: (ids: SQL) => sql`${p.countryId} = any(${ids})`,
});

export interface AmountRange {
  min: number;
  max: number;
}

export interface ListingFilter {
  /** Project type ids; empty means every type. */
  typeIds: string[];
  range?: AmountRange | undefined;
  /** Round stages and country ids (issue 22); empty means any. */
  stages?: string[];
  countryIds?: string[];
  /**
   * Who lists (null: a guest). A private round whose terms they may not see (issue 32) has, for them, no
   * amount, stage or country: it matches no filter on those, so filtering cannot reveal them.
   */
  viewerId?: string | null;
}

const uuids = (ids: string[]) =>
  sql`array[${sql.join(
    ids.map((id) => sql`${id}::uuid`),
    sql`, `,
  )}]::uuid[]`;
const texts = (values: string[]) =>
  sql`array[${sql.join(
    values.map((value) => sql`${value}`),
    sql`, `,
  )}]::text[]`;

const table: FilteredPitch = {
  typeId: sql`${pitches.projectTypeId}`,
  minPerInvestor: sql`${pitches.minPerInvestor}`,
  stage: sql`${pitches.stage}`,
  countryId: sql`${pitches.countryId}`,
};

/** The listing's condition on `pitches`: visible, and each filter chosen (one left empty is no condition). */
export function listingFilterWhere(filter: ListingFilter): SQL {
  const match = matchOn(table);
  const parts: SQL[] = [publicPitchWhere];
  if (filter.typeIds.length) parts.push(match.typeIds(uuids(filter.typeIds)));
  if (filter.range) parts.push(match.range(sql`${filter.range.min}`, sql`${filter.range.max}`));
  if (filter.stages?.length) parts.push(match.stages(texts(filter.stages)));
  if (filter.countryIds?.length) parts.push(match.countryIds(uuids(filter.countryIds)));
  if (filter.range || filter.stages?.length || filter.countryIds?.length) {
    parts.push(termsVisibleSql(filter.viewerId ?? null));
  }
  return sql.join(parts, sql` and `);
}

/**
 * The same filters as a stored search's columns `s` (saved_searches: type_ids, min_amount/max_amount, and
 * the stage and country lists of its filters) hold them, for the pitch `p`: an empty list or no range
 * filters nothing, as in the listing.
 */
export function savedSearchFilterSql(p: FilteredPitch): SQL {
  const match = matchOn(p);
  const stages = sql`array(select jsonb_array_elements_text(s.filters->'stage'))`;
  const countries = sql`array(select jsonb_array_elements_text(s.filters->'country'))::uuid[]`;
  return sql`(cardinality(s.type_ids) = 0 or ${match.typeIds(sql`s.type_ids`)})
    and (s.min_amount is null or ${match.range(sql`s.min_amount`, sql`s.max_amount`)})
    and (cardinality(${stages}) = 0 or ${match.stages(stages)})
    and (cardinality(${countries}) = 0 or ${match.countryIds(countries)})`;
}
