import { UPDATE_EXCERPT_LENGTH } from '@angelbridge/contracts';
import { type SQL, sql } from 'drizzle-orm';

/** A timestamp in the contract's form, as Date#toISOString writes it (UTC, milliseconds, Z). */
export const isoSql = (at: SQL) => sql`to_char(${at} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/** An update's metrics as the contract lists them, in the founder's order (`u` names the update row). */
const metricsSql = sql`coalesce((
  select json_agg(json_build_object('key', m.key, 'label', m.label, 'value', m.value::float8, 'unit', m.unit,
    'period', m.period) order by m.position)
  from update_metrics m where m.update_id = u.id), '[]'::json)`;

/**
 * The columns every shape of an update shares, named as the contract names them, over `u` (the update)
 * and `p` (its pitch). Rows come back as one JSON text: PGlite converts JSON far faster than many columns.
 */
const commonColumns = sql`u.id as "_id", u.pitch_id, p.name_of_pitch, coalesce(p.cover_card, '') as pitch_logo,
  u.title, u.audience, u.status, ${isoSql(sql`u.created_at`)} as created_at,
  ${isoSql(sql`u.updated_at`)} as updated_at,
  case when u.published_at is null then null else ${isoSql(sql`u.published_at`)} end as published_at,
  ${metricsSql} as metrics`;

/** The columns of one whole update (investorUpdate), over `u` and `p`. */
export const docColumns = sql`${commonColumns}, u.body`;

/** One whole update, as JSON text, from rows `u` and `p`. */
export const updateDocSql = sql`(select row_to_json(x)::text from (select ${docColumns}) x)`;

/**
 * A list row (updateSummary) over `u` and `p`: the body's first characters instead of the body; `unread`,
 * `recipient_count` and `read_count` come from the caller's query (each may be null).
 */
export const summaryColumns = (extra: { unread: SQL; recipients: SQL; reads: SQL }) =>
  sql`${commonColumns}, left(u.body, ${UPDATE_EXCERPT_LENGTH}) as excerpt, ${extra.unread} as unread,
    ${extra.recipients} as recipient_count, ${extra.reads} as read_count`;
