import { DASHBOARD_WEEKS, type DashboardWeek } from '@angelbridge/contracts';
import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../../db/client.js';

/**
 * The last DASHBOARD_WEEKS weeks (Monday to Sunday, UTC), oldest first, in one statement:
 * - sign-ups: entrepreneur and investor accounts made that week;
 * - pitches published: pitches out of draft, by the week they were created (no publish date is kept);
 * - contact requests: every round asked that week (a request asked again counts again);
 * - allow rate and median response: a founder's answer is the first allow or deny after a round was asked
 *   (as contact requests' response time reads it), counted in the week it was given.
 */
export async function weeklyNumbers(db: Db): Promise<DashboardWeek[]> {
  const rows = await queryRows<{
    week_start: string;
    sign_ups: number;
    pitches_published: number;
    contact_requests: number;
    answers: number;
    allowed: number;
    median_seconds: number | null;
  }>(
    db,
    sql`
    with weeks as (
      select generate_series(
        date_trunc('week', now() at time zone 'utc') - make_interval(weeks => ${DASHBOARD_WEEKS - 1}),
        date_trunc('week', now() at time zone 'utc'),
        interval '1 week') as start
    ),
    answers as (
      select d.kind, d.created_at at time zone 'utc' as answered_at,
        (select max(r.created_at) from contact_request_events r
          where r.contact_request_id = d.contact_request_id and r.kind = 'requested'
            and r.created_at <= d.created_at) as asked_at, d.contact_request_id
      from contact_request_events d
      join contact_requests c on c.id = d.contact_request_id
      join pitches p on p.id = c.pitch_id
      where d.actor_id = p.owner_id and d.kind in ('allowed', 'denied')
        and d.created_at >= (select min(start) from weeks) at time zone 'utc'
    ),
    first_answers as (
      select a.* from answers a
      where a.asked_at is not null
        and not exists (
          select 1 from contact_request_events e
          where e.contact_request_id = a.contact_request_id and e.kind in ('allowed', 'denied')
            and e.created_at >= a.asked_at and e.created_at at time zone 'utc' < a.answered_at)
    )
    select to_char(w.start, 'YYYY-MM-DD') as week_start,
      (select count(*) from users u where u.user_type <> 'admin'
        and u.created_at at time zone 'utc' >= w.start
        and u.created_at at time zone 'utc' < w.start + interval '1 week')::int as sign_ups,
      (select count(*) from pitches p where not p.draft
        and p.created_at at time zone 'utc' >= w.start
        and p.created_at at time zone 'utc' < w.start + interval '1 week')::int as pitches_published,
      (select count(*) from contact_request_events e where e.kind = 'requested'
        and e.created_at at time zone 'utc' >= w.start
        and e.created_at at time zone 'utc' < w.start + interval '1 week')::int as contact_requests,
      (select count(*) from first_answers f
        where f.answered_at >= w.start and f.answered_at < w.start + interval '1 week')::int as answers,
      (select count(*) from first_answers f where f.kind = 'allowed'
        and f.answered_at >= w.start and f.answered_at < w.start + interval '1 week')::int as allowed,
      (select percentile_cont(0.5) within group (
          order by extract(epoch from f.answered_at - (f.asked_at at time zone 'utc')))
        from first_answers f
        where f.answered_at >= w.start and f.answered_at < w.start + interval '1 week')::float8 as median_seconds
    from weeks w
    order by w.start
  `,
  );
  return rows.map((row) => ({
    week_start: row.week_start,
    sign_ups: Number(row.sign_ups),
    pitches_published: Number(row.pitches_published),
    contact_requests: Number(row.contact_requests),
    allow_rate: Number(row.answers) > 0 ? Number(row.allowed) / Number(row.answers) : null,
    median_response_hours:
      row.median_seconds === null ? null : Math.round((Number(row.median_seconds) / 3600) * 10) / 10,
  }));
}

/** The queues waiting for an admin: open reports and unhandled contact-form messages. */
export async function waitingCounts(db: Db): Promise<{ openReports: number; unhandledMessages: number }> {
  const [row] = await queryRows<{ reports: number; messages: number }>(
    db,
    sql`select (select count(*)::int from content_reports where status = 'open') as reports,
      (select count(*)::int from contact_messages where handled_at is null) as messages`,
  );
  return { openReports: Number(row?.reports ?? 0), unhandledMessages: Number(row?.messages ?? 0) };
}
