import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../src/db/client.js';

export interface EventsScale {
  /** Events in all. */
  events: number;
  /** Of them, on the one busy pitch, all in the last 90 days. */
  hotEvents: number;
}

export interface SeededEvents {
  hotPitchId: string;
  ownerId: string;
  ownerVersion: number;
}

async function rows<T>(db: Db, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

/**
 * Writes the events in two set-based statements (no round trip per row): the busy pitch's `hotEvents`
 * spread over the last 90 days, and the rest over every other visible pitch and the last 120 days.
 * A mix a real page produces: 80% tab views (a third by signed-in people, who come back; guests from
 * a pool of 20,000 browser ids), 15% opens of the pitch's documents, 4% requests, 1% unlocks.
 */
export async function seedEvents(db: Db, scale: EventsScale): Promise<SeededEvents> {
  const [hot] = await rows<{ id: string; owner_id: string; token_version: number }>(
    db,
    sql`select p.id, p.owner_id, u.token_version from pitches p join users u on u.id = p.owner_id
      where not p.is_hidden and not p.draft order by p.id limit 1`,
  );
  if (!hot) throw new Error('Seed pitches first.');
  // one statement per kind of pitch; the mix of each row follows from its number i
  const mix = (i: SQL, docs: SQL) => sql`
    case when ${i} % 100 < 80 then 'tab_view' when ${i} % 100 < 95 then 'document_open'
      when ${i} % 100 < 99 then 'contact_request' else 'contact_unlock' end as kind,
    case when ${i} % 3 = 0 or ${i} % 100 >= 95 then v.ids[1 + (${i} / 3) % v.n] end as viewer_id,
    case when ${i} % 100 < 80 then (${i} % 6)::smallint end as tab,
    case when ${i} % 100 >= 80 and ${i} % 100 < 95 then ${docs} end as document_id,
    case when ${i} % 100 < 80 then ((${i}::bigint * 7919) % 90000)::int else 0 end as duration_ms`;
  const insert = sql`insert into pitch_events
    (pitch_id, kind, viewer_id, viewer_key, tab, document_id, duration_ms, first_at, last_at)
    select pitch_id, kind, viewer_id, coalesce(viewer_id::text, 'g:visitor' || (i % 20000)), tab,
      document_id, duration_ms, at, at + ((i % 20) * interval '1 minute')`;
  const people = sql`(select array_agg(id order by id) as ids, count(*)::int as n from users
    where user_type = 'investor') v`;
  await db.execute(sql`${insert} from (
    select ${hot.id}::uuid as pitch_id, i, now() - ((i::bigint * 7919) % (90 * 86400)) * interval '1 second' as at,
      ${mix(sql`i`, sql`d.ids[1 + i % d.n]`)}
    from generate_series(1, ${scale.hotEvents}) i, ${people},
      (select array_agg(id order by sort) as ids, count(*)::int as n from pitch_documents
        where pitch_id = ${hot.id}) d
  ) x`);
  await db.execute(sql`${insert} from (
    select p.ids[1 + i % p.n] as pitch_id, i,
      now() - ((i::bigint * 7919) % (120 * 86400)) * interval '1 second' as at,
      ${mix(sql`i`, sql`md5(p.ids[1 + i % p.n]::text || (i % 2))::uuid`)}
    from generate_series(1, ${scale.events - scale.hotEvents}) i, ${people},
      (select array_agg(id order by id) as ids, count(*)::int as n from pitches
        where not is_hidden and not draft and id <> ${hot.id}) p
  ) x`);
  return { hotPitchId: hot.id, ownerId: hot.owner_id, ownerVersion: hot.token_version };
}
