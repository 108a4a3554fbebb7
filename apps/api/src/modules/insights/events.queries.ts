import { EVENT_DEDUP_MINUTES } from '@angelbridge/contracts';
import { and, eq, type SQL, sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client.js';
import { pitchDocuments, pitches } from '../../db/schema/index.js';
import { type Count, type CountRow, countOf } from '../../http/rate-limit-store.js';
import { pitchWithdrawnSql } from '../pitches/index.js';

export type PitchEventKind = 'tab_view' | 'document_open' | 'contact_request' | 'contact_unlock';

export interface PitchEvent {
  pitchId: string;
  kind: PitchEventKind;
  /** The signed-in viewer, or null for a guest (then `visitorId` names the browser). */
  viewerId: string | null;
  visitorId: string | null;
  tab?: number | null;
  documentId?: string | null;
  durationMs?: number;
}

/** The key unique viewers are counted by: a user's id, or the guest's browser id. */
export function viewerKey(event: Pick<PitchEvent, 'viewerId' | 'visitorId'>): string {
  if (event.viewerId) return event.viewerId;
  if (event.visitorId) return `g:${event.visitorId}`;
  throw new Error('An event needs a viewer or a visitor id.');
}

/** The running-total slot an event adds to (see pitch_event_days). */
function slotOf(kind: PitchEventKind, tab: number | null, documentId: string | null): string {
  if (kind === 'tab_view') return `tab:${tab}`;
  if (kind === 'document_open') return `doc:${documentId}`;
  return kind;
}

/**
 * Records one event, in one statement (one round trip). A repeat of the same thing by the same viewer
 * within the dedup window extends that row (last_at, duration) instead of adding one, so each row is
 * one counted view or open. The running totals the insights read move with it: the day's slot, the
 * day's distinct viewers (a viewer whose latest view began on an earlier day is new today), and the
 * viewer's latest moments. Two first views by one viewer in the same instant could count them twice
 * that day; a page sends its beacons one after another.
 */
export async function recordEvent(db: Db, event: PitchEvent): Promise<void> {
  await db.execute(sql`with ${eventWrites(event, sql`true`)} select 1`);
}

/**
 * Records a page's event as `recordEvent` does, behind a rate limit, in the same one statement:
 * `counting` (from RateLimitStore.counting) counts the hit, and the event is written only while that
 * count is at most `max`. Answers the count.
 */
export async function recordCountedEvent(
  db: Db,
  event: PitchEvent,
  counting: SQL,
  max: number,
): Promise<Count> {
  // no_flush: a view is not worth a disk flush (a crash may lose the last moment's events, never corrupt
  // them), so the beacon answers without waiting for the disk. The setting is local to the statement's
  // own transaction, whose commit it governs; a plain CTE runs only when read, hence the final join.
  const [row] = await queryRows<CountRow>(
    db,
    sql`
    with ${counting},
    no_flush as (select set_config('synchronous_commit', 'off', true)),
    ${eventWrites(event, sql`(select hits <= ${max} from rate_count)`)}
    select hits, reset_at from rate_count, no_flush`,
  );
  return countOf(row);
}

/** The CTEs that record one event (see `recordEvent`), writing only when `allowed` holds. */
function eventWrites(event: PitchEvent, allowed: SQL): SQL {
  const key = viewerKey(event);
  const tab = event.tab ?? null;
  const documentId = event.documentId ?? null;
  const duration = event.durationMs ?? 0;
  const slot = slotOf(event.kind, tab, documentId);
  const isView = event.kind === 'tab_view';
  const engages = isView || event.kind === 'document_open';
  return sql`
    recent as (
      select id from pitch_events
      where ${allowed} and pitch_id = ${event.pitchId} and viewer_key = ${key} and kind = ${event.kind}
        and tab is not distinct from ${tab}::smallint
        and document_id is not distinct from ${documentId}::uuid
        and last_at > now() - make_interval(mins => ${EVENT_DEDUP_MINUTES})
      order by last_at desc
      limit 1
      for update
    ), extended as (
      update pitch_events
      set last_at = now(), duration_ms = least(duration_ms::bigint + ${duration}, 2147483647)::int
      where id in (select id from recent)
      returning first_at
    ), inserted as (
      insert into pitch_events (pitch_id, kind, viewer_id, viewer_key, tab, document_id, duration_ms)
      select ${event.pitchId}, ${event.kind}, ${event.viewerId}, ${key}, ${tab}::smallint,
        ${documentId}::uuid, ${duration}
      where ${allowed} and not exists (select 1 from extended)
      returning first_at
    ), counted as (
      select first_at, 1 as events from inserted
      union all
      select first_at, 0 as events from extended
    ), seen_today as (
      select 1 from pitch_viewers
      where pitch_id = ${event.pitchId} and viewer_key = ${key}
        and (viewed_at at time zone 'UTC')::date = (now() at time zone 'UTC')::date
    ), days as (
      insert into pitch_event_days (pitch_id, day, slot, events, duration_ms)
      select ${event.pitchId}::uuid, (first_at at time zone 'UTC')::date, ${slot}, events, ${duration}
      from counted
      union all
      select ${event.pitchId}::uuid, (now() at time zone 'UTC')::date, 'viewers', 1, 0
      where ${isView}::boolean and exists (select 1 from inserted) and not exists (select 1 from seen_today)
      on conflict (pitch_id, day, slot) do update
      set events = pitch_event_days.events + excluded.events,
        duration_ms = pitch_event_days.duration_ms + excluded.duration_ms
    ), viewers as (
      insert into pitch_viewers (pitch_id, viewer_key, viewer_id, viewed_at, engaged_at, last_seen_at, requested_at)
      select ${event.pitchId}, ${key}, ${event.viewerId}::uuid,
        case when ${isView}::boolean then first_at end,
        case when ${engages}::boolean then first_at end,
        case when ${engages}::boolean then now() end,
        case when ${event.kind === 'contact_request'}::boolean then first_at end
      from counted
      on conflict (pitch_id, viewer_key) do update
      set viewed_at = greatest(pitch_viewers.viewed_at, excluded.viewed_at),
        engaged_at = greatest(pitch_viewers.engaged_at, excluded.engaged_at),
        last_seen_at = greatest(pitch_viewers.last_seen_at, excluded.last_seen_at),
        requested_at = greatest(pitch_viewers.requested_at, excluded.requested_at)
    )`;
}

/**
 * Recomputes the running totals of one pitch (or of every pitch) from its events: after a bulk load
 * that bypassed `recordEvent`, or to repair them. Gives exactly what recording one by one gives.
 */
export async function rebuildRollups(db: Db, pitchId?: string): Promise<void> {
  const scope = pitchId ? sql`pitch_id = ${pitchId}` : sql`true`;
  const day = sql`(first_at at time zone 'UTC')::date`;
  await db.execute(sql`delete from pitch_event_days where ${scope}`);
  await db.execute(sql`
    insert into pitch_event_days (pitch_id, day, slot, events, duration_ms)
    select pitch_id, ${day}, case kind when 'tab_view' then 'tab:' || tab
        when 'document_open' then 'doc:' || document_id else kind end,
      count(*), sum(duration_ms)
    from pitch_events where ${scope} group by 1, 2, 3
    union all
    select pitch_id, ${day}, 'viewers', count(distinct viewer_key), 0
    from pitch_events where ${scope} and kind = 'tab_view' group by 1, 2`);
  await db.execute(sql`delete from pitch_viewers where ${scope}`);
  await db.execute(sql`
    insert into pitch_viewers (pitch_id, viewer_key, viewer_id, viewed_at, engaged_at, last_seen_at, requested_at)
    select pitch_id, viewer_key, min(viewer_id::text)::uuid,
      max(first_at) filter (where kind = 'tab_view'),
      max(first_at) filter (where kind in ('tab_view', 'document_open')),
      max(last_at) filter (where kind in ('tab_view', 'document_open')),
      max(first_at) filter (where kind = 'contact_request')
    from pitch_events where ${scope} group by pitch_id, viewer_key`);
}

/** What an event from a page is checked against: its pitch, and the named document of it. */
export interface EventTarget {
  ownerId: string;
  isHidden: boolean;
  draft: boolean;
  withdrawn: boolean;
  /** null when no document was named, or the pitch has no document with that id. */
  documentLocked: boolean | null;
}

export async function findEventTarget(
  db: Db,
  pitchId: string,
  documentId: string | null,
): Promise<EventTarget | null> {
  const [row] = await db
    .select({
      ownerId: pitches.ownerId,
      isHidden: pitches.isHidden,
      draft: pitches.draft,
      withdrawn: sql<boolean>`${pitchWithdrawnSql}`,
      documentLocked: pitchDocuments.locked,
    })
    .from(pitches)
    .leftJoin(
      pitchDocuments,
      documentId
        ? and(eq(pitchDocuments.pitchId, pitches.id), eq(pitchDocuments.id, documentId))
        : sql`false`,
    )
    .where(eq(pitches.id, pitchId));
  return row ?? null;
}
