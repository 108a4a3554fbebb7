import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client.js';

type When = Date | string;
const iso = (value: When) => new Date(value).toISOString();
const isoOrNull = (value: When | null) => (value === null ? null : iso(value));

/**
 * What the caller did on the site, beside what they wrote: the pitches they follow, their saved
 * searches, the reports they filed and the pitches they viewed. Each reads only rows keyed by the
 * caller; a pitch is named by its public name only, never by its people.
 */

/** The pitches the caller follows, newest first. */
export async function followsOf(db: Db, userId: string) {
  const rows = await queryRows<{ pitch_id: string; name_of_pitch: string; created_at: When }>(
    db,
    sql`select f.pitch_id, p.name_of_pitch, f.created_at from pitch_follows f
        join pitches p on p.id = f.pitch_id
        where f.investor_id = ${userId} order by f.created_at desc, f.pitch_id`,
  );
  return rows.map((row) => ({ ...row, created_at: iso(row.created_at) }));
}

/** The caller's saved searches with their filters and alert setting, oldest first. */
export async function savedSearchesOf(db: Db, userId: string) {
  const rows = await queryRows<{
    id: string;
    name: string;
    filters: unknown;
    alert: string;
    created_at: When;
  }>(
    db,
    sql`select id, name, filters, alert, created_at from saved_searches
        where owner_id = ${userId} order by created_at, id`,
  );
  return rows.map(({ id, filters, created_at, ...row }) => ({
    _id: id,
    ...row,
    filters: (filters ?? {}) as Record<string, unknown>,
    created_at: iso(created_at),
  }));
}

/** The reports the caller filed and where they stand (not the admin's note or who handled it). */
export async function reportsOf(db: Db, userId: string) {
  const rows = await queryRows<{
    id: string;
    target_type: string;
    target_id: string;
    reason: string;
    details: string;
    status: string;
    created_at: When;
    resolved_at: When | null;
  }>(
    db,
    sql`select id, target_type, target_id, reason, details, status, created_at, resolved_at
        from content_reports where reporter_id = ${userId} order by created_at, id`,
  );
  return rows.map(({ id, created_at, resolved_at, ...row }) => ({
    _id: id,
    ...row,
    created_at: iso(created_at),
    resolved_at: isoOrNull(resolved_at),
  }));
}

/** The caller's own views of pitches (tab views and document opens), oldest first. */
export async function pitchViewsOf(db: Db, userId: string) {
  const rows = await queryRows<{
    pitch_id: string;
    name_of_pitch: string;
    kind: string;
    tab: number | null;
    document_id: string | null;
    duration_ms: number;
    first_at: When;
    last_at: When;
  }>(
    db,
    sql`select e.pitch_id, p.name_of_pitch, e.kind, e.tab, e.document_id, e.duration_ms, e.first_at, e.last_at
        from pitch_events e join pitches p on p.id = e.pitch_id
        where e.viewer_id = ${userId} and e.kind in ('tab_view', 'document_open')
        order by e.first_at, e.id`,
  );
  return rows.map(({ first_at, last_at, duration_ms, ...row }) => ({
    ...row,
    duration_ms: Number(duration_ms),
    first_at: iso(first_at),
    last_at: iso(last_at),
  }));
}
