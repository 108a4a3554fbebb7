import { type SQL, sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client.js';
import { mailsInsertSql } from '../../mail/mail-queue.js';
import type { MailContent } from '../../mail/templates/layout.js';
import type { HeadlineMetric } from '../../mail/templates/update-mails.js';

/** The e-mail switch of investor updates (notification settings' email_investor_updates, on by default). */
export const wantsUpdateEmailSql = (userId: SQL) =>
  sql`not exists (select 1 from notification_preferences np
    where np.user_id = ${userId} and np.kind = 'investor_updates' and not np.email)`;

/** The first metrics of an update, in the founder's order (what its e-mail shows). */
export async function headlineMetrics(db: Db, updateId: string, count: number): Promise<HeadlineMetric[]> {
  return queryRows<HeadlineMetric>(
    db,
    sql`select label, value::float8 as value, unit, period from update_metrics
        where update_id = ${updateId} order by position limit ${count}`,
  );
}

export interface Publication {
  updateId: string;
  /** The bell notice every recipient gets. */
  notice: { title: string; body: string; link: string };
  /** The e-mail every recipient who wants it gets, the same for all. */
  mail: MailContent;
}

/**
 * Publishes a draft in one statement, whatever the audience's size: the update published, its recipients
 * fixed from THE audience rule (`update_audience`, migration 0033), a bell notice each, and one e-mail job
 * each for those whose email_investor_updates is on, keyed by update and person so nothing is queued twice.
 * Run in the caller's transaction, after it locked the draft. Answers how many received it and how many
 * e-mails were queued.
 */
export async function publishToAudience(tx: Db, publication: Publication) {
  const { updateId, notice } = publication;
  const [row] = await queryRows<{ recipients: number; mails: number }>(
    tx,
    sql`with pub as (
          update investor_updates set status = 'published', published_at = now(), updated_at = now()
          where id = ${updateId} and status = 'draft'
          returning id, pitch_id, audience, published_at),
        rec as (
          insert into update_recipients (update_id, user_id, pitch_id, relation, published_at)
          select pub.id, a.user_id, pub.pitch_id, a.relation, pub.published_at
          from pub cross join lateral update_audience(pub.pitch_id, pub.audience = 'investors_and_followers') a
          returning user_id),
        bell as (
          insert into notifications (user_id, kind, title, body, link)
          select rec.user_id, 'investor_update', ${notice.title}, ${notice.body}, ${notice.link} from rec
          returning 1),
        ${mailsInsertSql(
          'mails',
          publication.mail,
          sql`select ${`investor-update:${updateId}:`} || u.id as key, u.email as to
              from rec join users u on u.id = rec.user_id
              where ${wantsUpdateEmailSql(sql`u.id`)}`,
          'bulk',
        )}
        select (select count(*) from rec)::int as recipients, (select count(*) from mails)::int as mails,
          (select count(*) from bell)::int as bells`,
  );
  if (!row) throw new Error('the publication answered nothing');
  return { recipients: Number(row.recipients), mails: Number(row.mails) };
}
