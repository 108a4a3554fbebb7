import { UPDATE_REMINDER_DAYS } from '@angelbridge/contracts';
import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client.js';
import { wantsUpdateEmailSql } from './publish.queries.js';
import { isoSql } from './update-shape.js';

export interface DueReminder {
  pitch_id: string;
  name_of_pitch: string;
  owner_id: string;
  first_name: string;
  email: string;
  /** When the quiet spell began (ISO): the newest published update, or the first money received. */
  since: string;
  wants_email: boolean;
}

/**
 * The pitches whose founders are due a reminder, recorded in the caller's transaction: funded investors
 * (a funded commitment), and nothing published for UPDATE_REMINDER_DAYS since the newest published update
 * (or since the first money received, when none). A reminder is recorded once per pitch and spell (the
 * key of update_reminders), so a second run, a second instance or a retried job records nothing more and
 * the next reminder waits for the next update. Founders deleted or suspended are not reminded.
 */
export async function recordDueReminders(tx: Db): Promise<DueReminder[]> {
  return queryRows<DueReminder>(
    tx,
    sql`with funded as (
          select c.pitch_id, min(c.funded_at) as first_funded from commitments c
          where c.status = 'funded' group by c.pitch_id),
        quiet as (
          select f.pitch_id, coalesce((select max(u.published_at) from investor_updates u
            where u.pitch_id = f.pitch_id and u.status = 'published'), f.first_funded) as since
          from funded f),
        due as (
          insert into update_reminders (pitch_id, since)
          select q.pitch_id, q.since from quiet q
          join pitches p on p.id = q.pitch_id join users o on o.id = p.owner_id
          where q.since <= now() - ${UPDATE_REMINDER_DAYS} * interval '1 day'
            and o.deleted_at is null and o.suspended_at is null
          on conflict (pitch_id, since) do nothing
          returning pitch_id, since)
        select d.pitch_id, p.name_of_pitch, o.id as owner_id, o.first_name, o.email,
          ${isoSql(sql`d.since`)} as since, ${wantsUpdateEmailSql(sql`o.id`)} as wants_email
        from due d join pitches p on p.id = d.pitch_id join users o on o.id = p.owner_id
        order by d.pitch_id`,
  );
}
