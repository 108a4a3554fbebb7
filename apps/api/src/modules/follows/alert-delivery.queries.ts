import type { NotificationKind } from '@angelbridge/contracts';
import { type SQL, sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client.js';
import { JOB_PRIORITY, JOBS_CHANNEL } from '../../jobs/index.js';

/** The durable jobs of alerts: one e-mail per item told immediately, one digest per user and day. */
export const ALERT_MAIL_JOB = 'alert_mail';
export const ALERT_DIGEST_JOB = 'alert_digest';
/** The daily digest goes out at this hour (UTC), with what was told since the last one. */
export const DIGEST_HOUR_UTC = 8;

/** The next digest time after now: today's DIGEST_HOUR_UTC when still ahead, else tomorrow's. */
const nextDigestAt = sql`(date_trunc('day', now() - ${DIGEST_HOUR_UTC} * interval '1 hour')
  + interval '1 day' + ${DIGEST_HOUR_UTC} * interval '1 hour')`;

/** A follower's delivery: their setting (notification settings' follow_notices), immediate by default. */
export const followDeliverySql = (userId: SQL) =>
  sql`coalesce((select ap.delivery from alert_preferences ap where ap.user_id = ${userId}), 'immediate')`;

/**
 * Tells everyone in `recipients` (a query of user_id, key, title, body, link, delivery: immediate | daily),
 * in one statement whatever their number: each (user, key) once (alert_items), in the bell, and by e-mail:
 * a job per immediate item, or a digest job at the next DIGEST_HOUR_UTC unless one of the user's is
 * already waiting. `ctes` are named queries the recipients read (PostgreSQL keeps data-modifying ones at the top
 * level). Runs in the caller's transaction; returns how many were told.
 */
export async function tellAll(
  tx: Db,
  kind: NotificationKind,
  recipients: SQL,
  ctes: SQL = sql``,
): Promise<number> {
  const [row] = await queryRows<{ told: number }>(
    tx,
    sql`with ${ctes} recipients as (${recipients}),
        told as (
          insert into alert_items (user_id, key, title, body, link, delivery)
          select user_id, key, title, body, link, delivery from recipients
          on conflict (user_id, key) do nothing
          returning id, user_id, title, body, link, delivery),
        bell as (
          insert into notifications (user_id, kind, title, body, link)
          select user_id, ${kind}, title, body, link from told returning 1),
        mails as (
          insert into jobs (kind, key, payload, priority)
          select ${ALERT_MAIL_JOB}, 'alert-mail:' || id, jsonb_build_object('alert_item_id', id), ${JOB_PRIORITY.bulk}
          from told where delivery = 'immediate'
          on conflict (key) do nothing returning 1),
        digests as (
          -- one digest job waiting per user: a job is keyed by the first item it was made for, and made
          -- only when none of the user's is waiting to start, so an item told after their digest ran
          -- (early, by an admin) or while it runs gets the next one. Two made at once are harmless: a
          -- digest takes its items under row locks, and one that finds none sends nothing.
          insert into jobs (kind, key, payload, due_at, run_at, priority)
          select ${ALERT_DIGEST_JOB}, 'alert-digest:' || d.user_id || ':' || d.first_item,
            jsonb_build_object('user_id', d.user_id), ${nextDigestAt}, ${nextDigestAt}, ${JOB_PRIORITY.bulk}
          from (select user_id, min(id::text) as first_item from told where delivery = 'daily' group by user_id) d
          -- one set of the users waiting, hashed once (a lookup per user told made 5,000 take seconds)
          where d.user_id::text not in (
            select j.payload->>'user_id' from jobs j
            where j.kind = ${ALERT_DIGEST_JOB} and j.done_at is null and j.failed_at is null
              and (j.locked_until is null or j.locked_until <= now()))
          on conflict (key) do nothing returning 1)
        -- every CTE is read, so none is left out of the plan by a future edit
        select (select count(*) from told)::int as told,
          (select count(*) from bell) + (select count(*) from mails) + (select count(*) from digests) as written`,
  );
  const told = row?.told ?? 0;
  if (told > 0) await tx.execute(sql`select pg_notify(${JOBS_CHANNEL}, ${ALERT_MAIL_JOB})`);
  return told;
}

export interface AlertMailFacts {
  email: string;
  firstName: string;
  title: string;
  body: string;
  link: string;
}

/** An item told immediately, with its recipient; null when either is gone. */
export async function alertMailFacts(db: Db, itemId: string): Promise<AlertMailFacts | null> {
  const [row] = await queryRows<AlertMailFacts>(
    db,
    sql`select u.email, u.first_name as "firstName", a.title, a.body, a.link
        from alert_items a join users u on u.id = a.user_id where a.id = ${itemId}`,
  );
  return row ?? null;
}

/**
 * Takes the user's items waiting for the digest, oldest first, and stamps them in the caller's
 * transaction: each is listed in one digest only, even when two digest jobs ran at once (row locks).
 */
export async function takeDigestItems(tx: Db, userId: string) {
  const rows = await queryRows<{ title: string; body: string; link: string; created_at: Date | string }>(
    tx,
    sql`with waiting as (
          select id from alert_items
          where user_id = ${userId} and delivery = 'daily' and digested_at is null
          order by created_at, id for update skip locked)
        update alert_items a set digested_at = now() from waiting w where a.id = w.id
        returning a.title, a.body, a.link, a.created_at`,
  );
  // RETURNING keeps no order: the digest reads oldest first
  return rows.sort((a, b) => new Date(a.created_at).getTime() - new Date(b.created_at).getTime());
}

export async function recipientOf(db: Db, userId: string) {
  const [row] = await queryRows<{ email: string; firstName: string }>(
    db,
    sql`select email, first_name as "firstName" from users where id = ${userId}`,
  );
  return row ?? null;
}
