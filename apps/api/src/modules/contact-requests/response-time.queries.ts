import { RESPONSE_TIME_MIN_DECISIONS, RESPONSE_TIME_WINDOW_DAYS } from '@angelbridge/contracts';
import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client.js';

const DAY_SECONDS = 24 * 60 * 60;

/**
 * 'Usually answers within N days': the median time from an investor's request to the founder's answer,
 * over the answers of the last RESPONSE_TIME_WINDOW_DAYS days, rounded up to whole days (at least 1);
 * null below RESPONSE_TIME_MIN_DECISIONS answers. An answer is the first allow or deny after a request:
 * a later change of mind (revoking an allowance, say) is not a response to anyone. Read from the
 * request history, so every round of a request that was asked again counts on its own.
 */
export async function answersWithinDays(db: Db, ownerId: string): Promise<number | null> {
  const [row] = await queryRows<{ decisions: number; median: number | null }>(
    db,
    sql`
    with answers as (
      select d.contact_request_id, d.created_at as answered_at,
        (select max(r.created_at) from contact_request_events r
          where r.contact_request_id = d.contact_request_id and r.kind = 'requested'
            and r.created_at <= d.created_at) as asked_at
      from contact_request_events d
      join contact_requests c on c.id = d.contact_request_id
      join pitches p on p.id = c.pitch_id
      where d.actor_id = ${ownerId} and p.owner_id = ${ownerId}
        and d.kind in ('allowed', 'denied')
        and d.created_at > now() - make_interval(days => ${RESPONSE_TIME_WINDOW_DAYS})
    )
    select count(*)::int as decisions,
      percentile_cont(0.5) within group (order by extract(epoch from a.answered_at - a.asked_at))::float8 as median
    from answers a
    where a.asked_at is not null
      and not exists (
        select 1 from contact_request_events e
        where e.contact_request_id = a.contact_request_id and e.kind in ('allowed', 'denied')
          and e.created_at >= a.asked_at and e.created_at < a.answered_at
      )
  `,
  );
  if (!row || row.decisions < RESPONSE_TIME_MIN_DECISIONS || row.median === null) return null;
  return Math.max(1, Math.ceil(Number(row.median) / DAY_SECONDS));
}
