import { webPath, webPaths } from '@angelbridge/contracts/web-paths';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { inTransaction } from '../../db/transaction.js';
import type { ClaimedJob, JobHandler } from '../../jobs/index.js';
import { type FilteredPitch, savedSearchFilterSql } from '../discovery/index.js';
import { tellAll } from './alert-delivery.queries.js';
import { visiblePitchOwner } from './follows.queries.js';

/** The job the database enqueues when a pitch is published or unhidden (migration follows_and_saved_searches). */
export const PITCH_VISIBLE_JOB = 'pitch_visible';

/**
 * Matches a newly visible pitch against every alerting saved search in one INSERT ... SELECT (the listing's
 * filters, from discovery, and the words as the listing's own tsquery), writes a
 * hit per search (once per pitch per search, ever), and tells the owners of the new hits in one more
 * statement. The cost is two statements whatever the number of searches (bench: saved-search-alerts.ts).
 */
/** The new pitch `p`'s columns, for the listing's filters (discovery's one copy). */
const newPitch: FilteredPitch = {
  typeId: sql`p.project_type_id`,
  minPerInvestor: sql`p.min_per_investor`,
  stage: sql`p.stage`,
  countryId: sql`p.country_id`,
};

export async function matchSavedSearches(tx: Db, pitchId: string): Promise<number> {
  const owner = await visiblePitchOwner(tx, pitchId);
  if (!owner) return 0;
  const link = webPath(webPaths.project, { id: pitchId });
  const ctes = sql`p as (select id, project_type_id, min_per_investor, search_vector, name_of_pitch, stage,
                    country_id, private_round, owner_id from pitches where id = ${pitchId}),
    hits as (
      insert into saved_search_hits (saved_search_id, pitch_id)
      select s.id, p.id from saved_searches s cross join p
      where s.alert <> 'off' and s.owner_id <> ${owner}
        and ${savedSearchFilterSql(newPitch)}
        -- as in the listing: a private round whose terms the searcher may not see (issue 32) matches no
        -- filter on amount, stage or country, so an alert cannot reveal them
        and (pitch_terms_visible(p.private_round, p.owner_id, s.owner_id)
          or (s.min_amount is null and coalesce(jsonb_array_length(s.filters->'stage'), 0) = 0
            and coalesce(jsonb_array_length(s.filters->'country'), 0) = 0))
        and (s.search_tsq is null or p.search_vector @@ s.search_tsq::tsquery)
      on conflict do nothing
      returning saved_search_id),`;
  return tellAll(
    tx,
    'saved_search_match',
    sql`select s.owner_id as user_id, 'saved-search:' || s.id || ':' || p.id as key,
          'New pitch for "' || s.name || '"' as title, p.name_of_pitch as body, ${link}::text as link,
          s.alert as delivery
        from hits join saved_searches s on s.id = hits.saved_search_id cross join p`,
    ctes,
  );
}

export function pitchVisibleJob({ db }: { db: Db }): JobHandler {
  return async (job: ClaimedJob) => {
    const { pitch_id: pitchId } = job.payload as { pitch_id: string };
    await inTransaction(db, (tx) => matchSavedSearches(tx, pitchId));
  };
}
