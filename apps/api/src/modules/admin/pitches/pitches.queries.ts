import type { AdminPitchRow, AdminPitchStatus } from '@angelbridge/contracts';
import { type SQL, sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../../db/client.js';
import { iso } from '../../../db/iso.js';
import { pitches, users } from '../../../db/schema/index.js';
import { likeContaining } from '../users/users.queries.js';
import { adminPitchStatusSql } from './pitch-status.queries.js';

const statusSql = adminPitchStatusSql('p');

const pitchRowSql = sql`p.id, p.name_of_pitch, p.name_of_company, p.unpublished_at, p.unpublished_reason,
  p.featured_at, p.created_at, p.updated_at, ${statusSql} as status, o.id as owner_id,
  o.first_name as owner_first_name, o.last_name as owner_last_name, o.email as owner_email,
  o.suspended_at is not null as owner_suspended`;

interface PitchRecord {
  id: string;
  name_of_pitch: string;
  name_of_company: string;
  unpublished_at: Date | string | null;
  unpublished_reason: string | null;
  featured_at: Date | string | null;
  created_at: Date | string;
  updated_at: Date | string;
  status: AdminPitchStatus;
  owner_id: string;
  owner_first_name: string;
  owner_last_name: string;
  owner_email: string;
  owner_suspended: boolean;
}

const toAdminPitchRow = (row: PitchRecord): AdminPitchRow => ({
  _id: row.id,
  name_of_pitch: row.name_of_pitch,
  name_of_company: row.name_of_company,
  owner: {
    _id: row.owner_id,
    first_name: row.owner_first_name,
    last_name: row.owner_last_name,
    email: row.owner_email,
    suspended: row.owner_suspended,
  },
  status: row.status,
  unpublished_at: iso(row.unpublished_at),
  unpublished_reason: row.unpublished_at ? row.unpublished_reason : null,
  featured: row.featured_at !== null,
  featured_at: iso(row.featured_at),
  created_at: iso(row.created_at) as string,
  updated_at: iso(row.updated_at) as string,
});

export interface PitchFilter {
  q?: string | undefined;
  status?: AdminPitchStatus | undefined;
  featured?: boolean | undefined;
}

/** A page of pitches, newest first, with how many match in all. */
export async function listPitches(db: Db, filter: PitchFilter, page: number, pageSize: number) {
  const parts: SQL[] = [sql`true`];
  if (filter.q) {
    const like = likeContaining(filter.q);
    parts.push(sql`(lower(p.name_of_pitch) like ${like} or lower(p.name_of_company) like ${like}
      or lower(o.first_name || ' ' || o.last_name) like ${like} or lower(o.email) like ${like})`);
  }
  if (filter.status) parts.push(sql`${statusSql} = ${filter.status}`);
  if (filter.featured !== undefined) {
    parts.push(filter.featured ? sql`p.featured_at is not null` : sql`p.featured_at is null`);
  }
  const where = sql.join(parts, sql` and `);
  const [rows, counted] = await Promise.all([
    queryRows<PitchRecord>(
      db,
      sql`select ${pitchRowSql} from ${pitches} p join ${users} o on o.id = p.owner_id where ${where}
        order by p.created_at desc, p.id desc limit ${pageSize} offset ${(page - 1) * pageSize}`,
    ),
    queryRows<{ n: number }>(
      db,
      sql`select count(*)::int as n from ${pitches} p join ${users} o on o.id = p.owner_id where ${where}`,
    ),
  ]);
  return { pitches: rows.map(toAdminPitchRow), total: counted[0]?.n ?? 0 };
}

/** One pitch as the admin row, optionally with its row locked for an action. */
export async function findPitchRow(db: Db, pitchId: string, lock = false): Promise<AdminPitchRow | null> {
  const [row] = await queryRows<PitchRecord>(
    db,
    sql`select ${pitchRowSql} from ${pitches} p join ${users} o on o.id = p.owner_id where p.id = ${pitchId}
      ${lock ? sql`for update of p` : sql``}`,
  );
  return row ? toAdminPitchRow(row) : null;
}

/** Unpublishes with a reason (and unfeatures), or restores (null). */
export async function setUnpublished(db: Db, pitchId: string, reason: string | null): Promise<void> {
  await db.execute(
    reason === null
      ? sql`update ${pitches} set unpublished_at = null, unpublished_reason = null, updated_at = now()
          where id = ${pitchId}`
      : sql`update ${pitches} set unpublished_at = now(), unpublished_reason = ${reason}, featured_at = null,
          updated_at = now() where id = ${pitchId}`,
  );
}

export async function setFeatured(db: Db, pitchId: string, featured: boolean): Promise<void> {
  await db.execute(
    sql`update ${pitches} set featured_at = ${featured ? sql`now()` : sql`null`} where id = ${pitchId}`,
  );
}

/**
 * How many pitches are featured. With `lock`, first takes the transaction's advisory lock on featuring,
 * so two admins featuring at once cannot pass the limit together.
 */
export async function featuredCount(db: Db, lock = false): Promise<number> {
  if (lock) await db.execute(sql`select pg_advisory_xact_lock(hashtext('admin_featured_pitches'))`);
  const [row] = await queryRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from ${pitches} where featured_at is not null`,
  );
  return row?.n ?? 0;
}
