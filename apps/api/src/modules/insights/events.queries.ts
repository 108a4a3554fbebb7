import { EVENT_DEDUP_MINUTES } from '@angelbridge/contracts';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { pitchDocuments, pitches } from '../../db/schema/index.js';

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

/**
 * Records one event. A repeat of the same thing by the same viewer within the dedup window extends
 * that row (last_at, duration) instead of adding one, so each row is one counted view or open.
 */
export async function recordEvent(db: Db, event: PitchEvent): Promise<void> {
  const key = viewerKey(event);
  const tab = event.tab ?? null;
  const documentId = event.documentId ?? null;
  const duration = event.durationMs ?? 0;
  await db.execute(sql`
    with recent as (
      select id from pitch_events
      where pitch_id = ${event.pitchId} and viewer_key = ${key} and kind = ${event.kind}
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
      returning id
    )
    insert into pitch_events (pitch_id, kind, viewer_id, viewer_key, tab, document_id, duration_ms)
    select ${event.pitchId}, ${event.kind}, ${event.viewerId}, ${key}, ${tab}::smallint,
      ${documentId}::uuid, ${duration}
    where not exists (select 1 from extended)
  `);
}

/** What an event from a page is checked against: its pitch, and the named document of it. */
export interface EventTarget {
  ownerId: string;
  isHidden: boolean;
  draft: boolean;
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
