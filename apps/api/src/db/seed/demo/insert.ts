import { sql } from 'drizzle-orm';
import type { Db } from '../../client.js';

const CHUNK = 5_000;

/**
 * Inserts plain rows as one JSON parameter per chunk, expanded by json_to_recordset: thousands of rows
 * per statement on PGlite and PostgreSQL alike.
 * - `fields`: each JSON key and its SQL type; keys that are columns are copied as they are, keys starting
 *   with '_' are only inputs for `computed`.
 * - `computed`: columns whose value is an SQL expression over the record `x`.
 * Table, column and expression texts are constants of the seed code, never input.
 */
export async function insertRecords(
  db: Db,
  table: string,
  fields: Record<string, string>,
  rows: object[],
  computed: Record<string, string> = {},
): Promise<void> {
  const record = Object.entries(fields)
    .map(([name, type]) => `${name} ${type}`)
    .join(', ');
  const copied = Object.keys(fields).filter((name) => !name.startsWith('_') && !(name in computed));
  const columns = [...copied, ...Object.keys(computed)].join(', ');
  const values = [...copied.map((name) => `x.${name}`), ...Object.values(computed)].join(', ');
  const head = sql.raw(`insert into ${table} (${columns}) select ${values} from json_to_recordset(`);
  const tail = sql.raw(`::json) as x(${record})`);
  for (let start = 0; start < rows.length; start += CHUNK) {
    await db.execute(sql`${head}${JSON.stringify(rows.slice(start, start + CHUNK))}${tail}`);
  }
}

/** The columns of a seeded pitch row (the demo's and the benchmark's); `_days_ago` dates it. */
export const PITCH_RECORD_COLUMNS = {
  id: 'uuid',
  owner_id: 'uuid',
  name_of_pitch: 'text',
  name_of_company: 'text',
  location: 'text',
  short_summary: 'text',
  highlight: 'text[]',
  project_type_id: 'uuid',
  other_name: 'text',
  wow_factor: 'text',
  why_invent: 'text',
  target: 'bigint',
  min_per_investor: 'bigint',
  funding_raised: 'bigint',
  is_hidden: 'boolean',
  draft: 'boolean',
  _days_ago: 'int',
} as const;
