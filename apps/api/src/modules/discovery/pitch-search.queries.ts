import { type SQL, sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client.js';
import { pitches } from '../../db/schema/index.js';
import { publicPitchWhere } from '../pitches/index.js';
import { PITCH_SEARCH_CANDIDATES, pitchQuery } from './investment.queries.js';

/** Below this trigram similarity a pitch name is not 'like' the query (as in the listing). */
const NAME_LIKENESS_FLOOR = 0.3;

/**
 * The header search's pitches: visible pitches whose search document (migration 0008, folded in 0015)
 * matches, best first, as ids: an exact pitch or company name, then full-text rank plus how alike the
 * pitch name and the query are. The listing's ranking, over every project type at once.
 * `tsq`: from pitchQuery. `name`: the query trimmed and lower-cased.
 */
export function searchPitchIdsQuery({ tsq, name }: { tsq: string; name: string }, limit: number): SQL {
  // a constant to the planner, so the index scan and its recheck never parse it again
  const query = sql`${tsq}::tsquery`;
  const pitchName = sql`search_fold(${pitches.nameOfPitch})`;
  const typed = sql`search_fold(${name})`;
  return sql`select id from (
      select ${pitches.id} as id,
        case when ${pitchName} = ${typed} or search_fold(${pitches.nameOfCompany}) = ${typed}
          then 2 else 0 end
        + ts_rank(${pitches.searchVector}, ${query})
        + greatest(similarity(${pitchName}, ${typed}) - ${NAME_LIKENESS_FLOOR}, 0) as score
      from ${pitches}
      where ${pitches.searchVector} @@ ${query} and ${publicPitchWhere}
      limit ${PITCH_SEARCH_CANDIDATES}
    ) candidates
    order by score desc, id
    limit ${limit}`;
}

/** searchPitchIdsQuery for the words typed (letters and digits separated by spaces); [] when none is searchable. */
export async function searchPitchIds(
  db: Db,
  { words, name }: { words: string; name: string },
  limit: number,
): Promise<string[]> {
  const tsq = await pitchQuery(db, words);
  if (tsq === null) return [];
  const rows = await queryRows<{ id: string }>(db, searchPitchIdsQuery({ tsq, name }, limit));
  return rows.map((row) => row.id);
}
