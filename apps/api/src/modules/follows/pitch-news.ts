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
  what: 'milestone' | 'document';
  id: string;
}

/** What the news says, read now: null when the milestone or document is gone (or the document locked). */
async function newsLine(db: Db, news: PitchNews): Promise<{ pitch: string; detail: string } | null> {
  const detail =
    news.what === 'milestone'
      ? sql`(select milestone_name from pitch_milestones where id = ${news.id} and pitch_id = p.id)`
      : sql`(select name from pitch_documents where id = ${news.id} and pitch_id = p.id and not locked)`;
  const [row] = await queryRows<{ pitch: string; detail: string | null }>(
    db,
    sql`select p.name_of_pitch as pitch, ${detail} as detail from pitches p where p.id = ${news.pitch_id}`,
  );
  return row?.detail ? { pitch: row.pitch, detail: row.detail } : null;
}

/**
 * Tells a pitch's followers of a new milestone or public document: only while anyone may see the pitch
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
      const title =
        news.what === 'milestone' ? `${line.pitch} added a milestone` : `${line.pitch} shared a new document`;
      const link = webPath(webPaths.project, { id: news.pitch_id });
      await tellAll(
        tx,
        'pitch_update',
        sql`select f.investor_id as user_id, ${job.key}::text as key, ${title}::text as title,
              ${line.detail}::text as body, ${link}::text as link, ${followDeliverySql(sql`f.investor_id`)} as delivery
            from pitch_follows f where f.pitch_id = ${news.pitch_id} and f.investor_id <> ${owner}`,
      );
    });
  };
}
