import {
  INSIGHTS_VIEWERS,
  RESPONSE_TIME_MIN_DECISIONS,
  RESPONSE_TIME_WINDOW_DAYS,
} from '@angelbridge/contracts';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';

async function rows<T>(db: Db, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

/** One pitch's events in a period, never the owner's own (should one have slipped in). */
export interface EventScope {
  pitchId: string;
  ownerId: string;
  since: Date;
}

const inScope = ({ pitchId, ownerId, since }: EventScope) => sql`pitch_id = ${pitchId}
  and first_at >= ${since.toISOString()}::timestamptz and viewer_id is distinct from ${ownerId}::uuid`;

export interface EventCount {
  kind: string;
  tab: number | null;
  documentId: string | null;
  count: number;
  ms: number;
}

/** Rows per kind, tab and document, with the time shown summed: views per tab, opens per document. */
export function countEvents(db: Db, scope: EventScope) {
  return rows<EventCount>(
    db,
    sql`select kind, tab, document_id as "documentId", count(*)::int as count,
      coalesce(sum(duration_ms), 0)::float8 as ms
    from pitch_events where ${inScope(scope)}
    group by kind, tab, document_id`,
  );
}

export interface UniqueCounts {
  viewers: number;
  guests: number;
  requesters: number;
}

/** Distinct viewers of the pitch, guests who viewed or opened, and investors who asked for access. */
export async function countUnique(db: Db, scope: EventScope): Promise<UniqueCounts> {
  const [row] = await rows<UniqueCounts>(
    db,
    sql`select
      count(distinct viewer_key) filter (where kind = 'tab_view')::int as viewers,
      count(distinct viewer_key) filter (where viewer_id is null)::int as guests,
      count(distinct viewer_key) filter (where kind = 'contact_request')::int as requesters
    from pitch_events where ${inScope(scope)}`,
  );
  return row ?? { viewers: 0, guests: 0, requesters: 0 };
}

export interface DailyViews {
  date: string;
  views: number;
  viewers: number;
}

/** Tab views and distinct viewers per UTC day; days without views are absent. */
export function dailyViews(db: Db, scope: EventScope) {
  return rows<DailyViews>(
    db,
    sql`select to_char(first_at at time zone 'UTC', 'YYYY-MM-DD') as date, count(*)::int as views,
      count(distinct viewer_key)::int as viewers
    from pitch_events where ${inScope(scope)} and kind = 'tab_view'
    group by 1`,
  );
}

export interface NamedViewer {
  id: string;
  firstName: string;
  lastName: string;
  photo: string | null;
  userType: 'investor' | 'entrepreneur';
  lastAt: Date | string;
  views: number;
  /** [{ id, at }] of the documents they opened (latest open of each), as JSON. */
  opened: { id: string; at: string }[] | string;
}

/** The signed-in people who viewed the pitch or opened its documents, most recent first. */
export function namedViewers(db: Db, scope: EventScope) {
  return rows<NamedViewer>(
    db,
    sql`with engaged as (
      select viewer_id, max(last_at) as last_at, count(*) filter (where kind = 'tab_view')::int as views
      from pitch_events
      where ${inScope(scope)} and viewer_id is not null and kind in ('tab_view', 'document_open')
      group by viewer_id
      order by last_at desc, viewer_id
      limit ${INSIGHTS_VIEWERS}
    )
    select u.id, u.first_name as "firstName", u.last_name as "lastName", u.photo,
      u.user_type as "userType", e.last_at as "lastAt", e.views,
      coalesce((
        select json_agg(json_build_object('id', o.document_id, 'at', o.at) order by o.at desc)
        from (
          select document_id, max(last_at) as at from pitch_events
          where ${inScope(scope)} and viewer_id = e.viewer_id and kind = 'document_open'
          group by document_id
        ) o
      ), '[]'::json) as opened
    from engaged e join users u on u.id = e.viewer_id
    order by e.last_at desc, e.viewer_id`,
  );
}

export interface PitchDocumentRow {
  id: string;
  name: string;
  locked: boolean;
}

export function currentDocuments(db: Db, pitchId: string) {
  return rows<PitchDocumentRow>(
    db,
    sql`select id, name, locked from pitch_documents where pitch_id = ${pitchId} order by sort, id`,
  );
}

/** Investors whose request for the pitch the owner allowed in the period (each counted once). */
export async function countAllowed(db: Db, pitchId: string, since: Date): Promise<number> {
  const [row] = await rows<{ n: number }>(
    db,
    sql`select count(distinct c.investor_id)::int as n
    from contact_request_events e join contact_requests c on c.id = e.contact_request_id
    where c.pitch_id = ${pitchId} and e.kind = 'allowed' and e.created_at >= ${since.toISOString()}::timestamptz`,
  );
  return row?.n ?? 0;
}

/**
 * The owner's median days from a request to the decision on it, over the decisions (allow or deny,
 * on any of their pitches) of the response-time window; null with fewer decisions than the minimum.
 * A part of a day counts as a day: 'answers within 1 day' for a same-day answer.
 */
export async function answersWithinDays(db: Db, ownerId: string): Promise<number | null> {
  const [row] = await rows<{ decisions: number; median: number | null }>(
    db,
    sql`select count(*)::int as decisions,
      percentile_cont(0.5) within group (order by extract(epoch from d.created_at - asked.at)) as median
    from contact_request_events d
    join contact_requests c on c.id = d.contact_request_id
    join pitches p on p.id = c.pitch_id and p.owner_id = ${ownerId}
    cross join lateral (
      select max(r.created_at) as at from contact_request_events r
      where r.contact_request_id = d.contact_request_id and r.kind = 'requested' and r.created_at <= d.created_at
    ) asked
    where d.kind in ('allowed', 'denied') and asked.at is not null
      and d.created_at >= now() - make_interval(days => ${RESPONSE_TIME_WINDOW_DAYS})`,
  );
  if (!row || row.decisions < RESPONSE_TIME_MIN_DECISIONS || row.median === null) return null;
  return Math.max(1, Math.ceil(Number(row.median) / 86_400));
}
