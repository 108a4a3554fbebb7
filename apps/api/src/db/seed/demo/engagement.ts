import { webPath, webPaths } from '@angelbridge/contracts/web-paths';
import { sql } from 'drizzle-orm';
import { rebuildRollups } from '../../../modules/insights/index.js';
import type { Db } from '../../client.js';
import { insertRecords } from './insert.js';
import type { DemoPlan } from './plan.js';

/**
 * What the seeded requests left behind, as the app itself would have written it: each request's bell
 * entries (the owner's "new request", the investor's decision) and the pitch page visits that led to it
 * (a requester viewed the pitch first), plus people who only browsed. Notifications are derived in SQL
 * from the stored requests, so every decided request has its entry whatever the plan holds; the
 * insights' running totals are then rebuilt from the events, so the funnel reads views >= requests >=
 * allowed.
 */
export async function storeEngagement(db: Db, plan: DemoPlan): Promise<void> {
  await storeNotifications(db);
  await insertRecords(
    db,
    'pitch_events',
    {
      pitch_id: 'uuid',
      kind: 'text',
      viewer_id: 'uuid',
      viewer_key: 'text',
      tab: 'smallint',
      document_id: 'uuid',
      duration_ms: 'int',
      _minutes_ago: 'int',
    },
    plan.visits,
    {
      first_at: "now() - x._minutes_ago * interval '1 minute'",
      last_at: "now() - x._minutes_ago * interval '1 minute' + x.duration_ms * interval '1 millisecond'",
    },
  );
  // a requester asked from the pitch page: their request is an event of the page too
  await db.execute(sql`insert into pitch_events (pitch_id, kind, viewer_id, viewer_key, first_at, last_at)
    select pitch_id, 'contact_request', investor_id, investor_id::text, requested_at, requested_at
    from contact_requests`);
  await rebuildRollups(db);
}

const REQUESTS_PAGE = webPath(webPaths.pitchRequest);
/** The pitch page's pattern: the SQL puts each pitch's id in place of `:id`. */
const PROJECT_PAGE = webPaths.project;

/** The same words as the live notices (contact-request-notices.ts); entries older than a week are read. */
async function storeNotifications(db: Db) {
  const readIfOld = (at: string) =>
    sql.raw(`case when ${at} < now() - interval '7 days' then ${at} + interval '1 day' end`);
  await db.execute(sql`insert into notifications (user_id, kind, title, body, link, contact_request_id, read_at, created_at)
    select p.owner_id, 'contact_request', 'New contact request',
      i.first_name || ' ' || i.last_name || ' asked for the contact details of ' || p.name_of_pitch || '.',
      ${REQUESTS_PAGE}, r.id, ${readIfOld('r.requested_at')}, r.requested_at
    from contact_requests r join pitches p on p.id = r.pitch_id join users i on i.id = r.investor_id
    order by r.requested_at`);
  await db.execute(sql`insert into notifications (user_id, kind, title, body, link, contact_request_id, read_at, created_at)
    select r.investor_id, 'contact_decision',
      case r.status when 'allow' then 'Contact request allowed' else 'Contact request denied' end,
      case r.status when 'allow' then 'You may now see the contact details of ' || p.name_of_pitch || '.'
        else 'Your request for the contact details of ' || p.name_of_pitch || ' was denied.' end,
      replace(${PROJECT_PAGE}, ':id', p.id::text), r.id, ${readIfOld('r.decided_at')}, r.decided_at
    from contact_requests r join pitches p on p.id = r.pitch_id
    where r.status in ('allow', 'deny')
    order by r.decided_at`);
}
