import type { MetricSeries } from '@angelbridge/contracts';
import { SPARKLINE_POINTS } from '@angelbridge/contracts';
import { type SQL, sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client.js';
import { isoSql } from './update-shape.js';

/** The published updates a reader may chart: rows of (id, pitch_id, published_at). */
export type Readable = SQL;

/** The owner reads every published update of their pitch. */
export const ownerReadable = (pitchId: string): Readable =>
  sql`select u.id, u.pitch_id, u.published_at from investor_updates u
      where u.pitch_id = ${pitchId} and u.status = 'published'`;

/** A recipient reads the updates sent to them (of one pitch, or of every company). */
export const recipientReadable = (userId: string, pitchId?: string): Readable =>
  sql`select r.update_id as id, r.pitch_id, r.published_at from update_recipients r
      where r.user_id = ${userId} ${pitchId ? sql`and r.pitch_id = ${pitchId}` : sql``}`;

/**
 * Each metric over time from the readable updates, per pitch: per key and period the value of the newest
 * published update that reports it (a correction by a later update wins), the points oldest first, at
 * most `points` of the newest periods; the label, unit and order are the newest point's. JSON text.
 */
function seriesSql(readable: Readable, points: number | null): SQL {
  return sql`with points as (
      select distinct on (r.pitch_id, m.key, m.period) r.pitch_id, m.key, m.period, m.label, m.unit,
        m.value::float8 as value, m.position, r.id as update_id, r.published_at
      from (${readable}) r join update_metrics m on m.update_id = r.id
      order by r.pitch_id, m.key, m.period, r.published_at desc, r.id desc),
    newest as (
      select p.*, row_number() over (partition by p.pitch_id, p.key order by p.period desc) as n from points p),
    series as (
      select s.pitch_id, s.key, (array_agg(s.label order by s.period desc))[1] as label,
        (array_agg(s.unit order by s.period desc))[1] as unit,
        (array_agg(s.position order by s.period desc))[1] as position,
        json_agg(json_build_object('period', s.period, 'value', s.value, 'update_id', s.update_id,
          'published_at', ${isoSql(sql`s.published_at`)}) order by s.period) as points
      from newest s ${points === null ? sql`` : sql`where s.n <= ${points}`}
      group by s.pitch_id, s.key)
    select s.pitch_id, json_agg(json_build_object('key', s.key, 'label', s.label, 'unit', s.unit,
      'points', s.points) order by s.position, s.key)::text as series
    from series s group by s.pitch_id`;
}

/** One pitch's series (every period). */
export async function pitchSeries(db: Db, readable: Readable): Promise<MetricSeries[]> {
  const [row] = await queryRows<{ series: string }>(db, seriesSql(readable, null));
  return row ? (JSON.parse(row.series) as MetricSeries[]) : [];
}

/** Every company that sent the reader an update with metrics: each metric's newest SPARKLINE_POINTS. */
export async function portfolioSeries(db: Db, userId: string) {
  const [row] = await queryRows<{ list: string | null }>(
    db,
    sql`select json_agg(json_build_object('pitch_id', c.pitch_id, 'name_of_pitch', p.name_of_pitch,
          'series', c.series::json) order by p.name_of_pitch, c.pitch_id)::text as list
        from (${seriesSql(recipientReadable(userId), SPARKLINE_POINTS)}) c join pitches p on p.id = c.pitch_id`,
  );
  return row?.list
    ? (JSON.parse(row.list) as { pitch_id: string; name_of_pitch: string; series: MetricSeries[] }[])
    : [];
}

/** Whether the user received any update of the pitch (what lets a recipient chart it). */
export async function receivedFrom(db: Db, userId: string, pitchId: string): Promise<boolean> {
  const rows = await queryRows<{ one: number }>(
    db,
    sql`select 1 as one from update_recipients where user_id = ${userId} and pitch_id = ${pitchId} limit 1`,
  );
  return rows.length > 0;
}
