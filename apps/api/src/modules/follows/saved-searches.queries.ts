import type { SavedSearch, SavedSearchAlert, SavedSearchFilters } from '@angelbridge/contracts';
import { SAVED_SEARCHES_MAX } from '@angelbridge/contracts';
import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client.js';

interface SavedSearchRow {
  id: string;
  name: string;
  filters: SavedSearch['filters'];
  alert: SavedSearchAlert;
  created_at: Date | string;
}

export const toSavedSearch = (row: SavedSearchRow): SavedSearch => ({
  _id: row.id,
  name: row.name,
  filters: row.filters,
  alert: row.alert,
  created_at: new Date(row.created_at).toISOString(),
});

/** What is stored: the listing request as parsed, without the empty parts. */
export function storedFilters(filters: SavedSearchFilters): SavedSearch['filters'] {
  const stored: SavedSearch['filters'] = { expertise: [...new Set(filters.expertise)].sort() };
  if (filters.search_query) stored.search_query = filters.search_query;
  if (filters.investment_range) stored.investment_range = filters.investment_range;
  if (filters.stage?.length) stored.stage = [...new Set(filters.stage)].sort();
  if (filters.country?.length) stored.country = [...new Set(filters.country)].sort();
  return stored;
}

/**
 * Saves under the owner's lock (two saves at once cannot pass the limit together), in one statement that
 * also checks the limit. The match columns are derived here: the listing's own tsquery of the words
 * (pitch_search_query), the type ids and the amount range. Null when the owner is at the limit.
 */
export async function insertSavedSearch(
  tx: Db,
  ownerId: string,
  input: { name: string; filters: SavedSearch['filters']; alert: SavedSearchAlert },
): Promise<SavedSearch | null> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`saved_searches:${ownerId}`}))`);
  const { filters } = input;
  const types = sql`array[${sql.join(
    filters.expertise.map((id) => sql`${id}::uuid`),
    sql`, `,
  )}]::uuid[]`;
  const [row] = await queryRows<SavedSearchRow>(
    tx,
    sql`insert into saved_searches (owner_id, name, filters, alert, type_ids, search_tsq, min_amount, max_amount)
        select ${ownerId}, ${input.name}, ${JSON.stringify(filters)}::jsonb, ${input.alert}, ${types},
          pitch_search_query(${filters.search_query ?? null}::text)::text,
          ${filters.investment_range?.min ?? null}::bigint, ${filters.investment_range?.max ?? null}::bigint
        where (select count(*) from saved_searches where owner_id = ${ownerId}) < ${SAVED_SEARCHES_MAX}
        returning id, name, filters, alert, created_at`,
  );
  return row ? toSavedSearch(row) : null;
}

export async function listSavedSearches(db: Db, ownerId: string): Promise<SavedSearch[]> {
  const rows = await queryRows<SavedSearchRow>(
    db,
    sql`select id, name, filters, alert, created_at from saved_searches
        where owner_id = ${ownerId} order by created_at desc, id`,
  );
  return rows.map(toSavedSearch);
}

/** True when the search was the owner's and is gone. */
export async function deleteSavedSearchRow(db: Db, ownerId: string, id: string): Promise<boolean> {
  const rows = await queryRows<{ id: string }>(
    db,
    sql`delete from saved_searches where id = ${id} and owner_id = ${ownerId} returning id`,
  );
  return rows.length > 0;
}

/** How many of these project type ids exist (a saved search names only listed types). */
export async function existingTypeCount(db: Db, ids: string[]): Promise<number> {
  if (ids.length === 0) return 0;
  const [row] = await queryRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from project_types where id in (${sql.join(
      ids.map((id) => sql`${id}::uuid`),
      sql`, `,
    )})`,
  );
  return row?.n ?? 0;
}
