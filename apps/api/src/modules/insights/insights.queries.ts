import { INSIGHTS_VIEWERS } from '@angelbridge/contracts';
import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client.js';

/** One pitch's figures over a period that starts at `since` (a UTC midnight) and ends now. */
export interface Period {
  pitchId: string;
  since: Date;
}

const sinceDay = (since: Date) => since.toISOString().slice(0, 10);
const sinceAt = (since: Date) => sql`${since.toISOString()}::timestamptz`;

export interface DaySlot {
  date: string;
  /** 'tab:<index>', 'doc:<document id>', 'contact_request', 'contact_unlock' or 'viewers'. */
  slot: string;
  events: number;
  ms: number;
}

/** The period's running totals, per day and slot (a few hundred rows, whatever the traffic). */
export function daySlots(db: Db, { pitchId, since }: Period) {
  return queryRows<DaySlot>(
    db,
    sql`select to_char(day, 'YYYY-MM-DD') as date, slot, events, duration_ms::float8 as ms
    from pitch_event_days where pitch_id = ${pitchId} and day >= ${sinceDay(since)}::date`,
  );
}

export interface UniqueCounts {
  viewers: number;
  guests: number;
  requesters: number;
}

/**
 * Distinct viewers of the pitch, guests who viewed or opened, and people who asked for access, in
 * the period: whoever's latest such event began inside it.
 */
export async function countUnique(db: Db, { pitchId, since }: Period): Promise<UniqueCounts> {
  const from = sinceAt(since);
  const [row] = await queryRows<UniqueCounts>(
    db,
    sql`select
      count(*) filter (where viewed_at >= ${from})::int as viewers,
      count(*) filter (where viewer_id is null and engaged_at >= ${from})::int as guests,
      count(*) filter (where requested_at >= ${from})::int as requesters
    from pitch_viewers where pitch_id = ${pitchId}`,
  );
  return row ?? { viewers: 0, guests: 0, requesters: 0 };
}

export interface NamedViewer {
  id: string;
  firstName: string;
  lastName: string;
  photo: string | null;
  userType: 'investor' | 'entrepreneur';
  lastAt: Date | string;
  views: number;
  /** [{ id, at }] of the documents they opened in the period (latest open of each), as JSON. */
  opened: { id: string; at: string }[] | string;
}

/** The signed-in people who viewed the pitch or opened its documents, most recent first. */
export function namedViewers(db: Db, { pitchId, since }: Period) {
  const from = sinceAt(since);
  return queryRows<NamedViewer>(
    db,
    sql`with engaged as (
      select viewer_key, viewer_id, last_seen_at from pitch_viewers
      where pitch_id = ${pitchId} and viewer_id is not null and engaged_at >= ${from}
      order by last_seen_at desc, viewer_id
      limit ${INSIGHTS_VIEWERS}
    )
    select u.id, u.first_name as "firstName", u.last_name as "lastName", u.photo,
      u.user_type as "userType", e.last_seen_at as "lastAt",
      (select count(*) from pitch_events
        where pitch_id = ${pitchId} and viewer_key = e.viewer_key and kind = 'tab_view' and first_at >= ${from}
      )::int as views,
      coalesce((
        select json_agg(json_build_object('id', o.document_id, 'at', o.at) order by o.at desc)
        from (
          select document_id, max(last_at) as at from pitch_events
          where pitch_id = ${pitchId} and viewer_key = e.viewer_key and kind = 'document_open'
            and first_at >= ${from}
          group by document_id
        ) o
      ), '[]'::json) as opened
    from engaged e join users u on u.id = e.viewer_id
    order by e.last_seen_at desc, e.viewer_id`,
  );
}

export interface PitchDocumentRow {
  id: string;
  name: string;
  locked: boolean;
}

export function currentDocuments(db: Db, pitchId: string) {
  return queryRows<PitchDocumentRow>(
    db,
    sql`select id, name, locked from pitch_documents where pitch_id = ${pitchId} order by sort, id`,
  );
}

/** Investors whose request for the pitch the owner allowed in the period (each counted once). */
export async function countAllowed(db: Db, pitchId: string, since: Date): Promise<number> {
  const [row] = await queryRows<{ n: number }>(
    db,
    sql`select count(distinct c.investor_id)::int as n
    from contact_request_events e join contact_requests c on c.id = e.contact_request_id
    where c.pitch_id = ${pitchId} and e.kind = 'allowed' and e.created_at >= ${since.toISOString()}::timestamptz`,
  );
  return row?.n ?? 0;
}
