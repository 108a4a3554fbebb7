import { webPath, webPaths } from '@angelbridge/contracts/web-paths';
import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client.js';
import { inTransaction } from '../../db/transaction.js';
import type { ClaimedJob, JobHandler } from '../../jobs/index.js';
import { followDeliverySql, tellAll } from './alert-delivery.queries.js';
import { visiblePitchOwner } from './follows.queries.js';

/** The job the database enqueues for a followed pitch's news (migration follows_and_saved_searches). */
export const PITCH_NEWS_JOB = 'pitch_news';

interface PitchNews {
  pitch_id: string;
  /** funding: id is the amount raised; round: the change's time; closing: the close date it was due for. */
  what: 'milestone' | 'document' | 'funding' | 'round' | 'closing';
  id: string;
}

const cad = sql`'C$ ' || to_char`;

/** The detail of each kind of news, read now: null when it no longer holds (gone, locked, moved). */
const DETAIL: Record<PitchNews['what'], (id: string) => ReturnType<typeof sql>> = {
  milestone: (id) => sql`(select milestone_name from pitch_milestones where id = ${id} and pitch_id = p.id)`,
  document: (id) =>
    sql`(select name from pitch_documents where id = ${id} and pitch_id = p.id and not locked)`,
  // the amount the rise reached (the trigger's), not what it is when the job runs
  funding: (id) =>
    sql`${cad}(${id}::bigint, 'FM999,999,999,990') || ' raised of ' || ${cad}(p.target, 'FM999,999,999,990')`,
  round: () =>
    sql`concat_ws(' · ', 'Stage: ' || p.stage, 'Instrument: ' || p.instrument,
          'Valuation cap: ' || ${cad}(p.valuation_cap, 'FM999,999,999,990'), 'Closes ' || p.close_date::text)`,
  // still the pitch's close date, and within 14 days
  closing: (id) =>
    sql`(select 'Closes on ' || p.close_date::text where p.close_date = ${id}::date
           and p.close_date between current_date and current_date + 14)`,
};

const TITLE: Record<PitchNews['what'], string> = {
  milestone: 'added a milestone',
  document: 'shared a new document',
  funding: 'raised more funding',
  round: 'updated its round',
  closing: 'closes within 14 days',
};

/** What the news says, read now: null when it no longer holds. */
async function newsLine(db: Db, news: PitchNews): Promise<{ pitch: string; detail: string } | null> {
  const [row] = await queryRows<{ pitch: string; detail: string | null }>(
    db,
    sql`select p.name_of_pitch as pitch, ${DETAIL[news.what](news.id)} as detail
        from pitches p where p.id = ${news.pitch_id}`,
  );
  return row?.detail ? { pitch: row.pitch, detail: row.detail } : null;
}

/**
 * Tells a pitch's followers of a new milestone or public document, more funding, a changed round or a
 * close date 14 days away: only while anyone may see the pitch, and of a private round only to followers
 * who may see its terms (pitch_terms_visible)
 * (hidden, unpublished or deleted pitches stop notifying), each follower once per news (the job's key).
 */
export function pitchNewsJob({ db }: { db: Db }): JobHandler {
  return async (job: ClaimedJob) => {
    const news = job.payload as PitchNews;
    await inTransaction(db, async (tx) => {
      const owner = await visiblePitchOwner(tx, news.pitch_id);
      if (!owner) return;
      const line = await newsLine(tx, news);
      if (!line) return;
      const title = `${line.pitch} ${TITLE[news.what]}`;
      const link = webPath(webPaths.project, { id: news.pitch_id });
      await tellAll(
        tx,
        'pitch_update',
        sql`select f.investor_id as user_id, ${job.key}::text as key, ${title}::text as title,
              ${line.detail}::text as body, ${link}::text as link, ${followDeliverySql(sql`f.investor_id`)} as delivery
            from pitch_follows f join pitches p on p.id = f.pitch_id
            where f.pitch_id = ${news.pitch_id} and f.investor_id <> ${owner}
              -- every kind of news is of a private round's hidden part (issue 32): only for those who see it
              and pitch_terms_visible(p.private_round, p.owner_id, f.investor_id)`,
      );
    });
  };
}
