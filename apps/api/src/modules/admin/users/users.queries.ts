import type { AccountType, AdminUserRow, UserStatus } from '@angelbridge/contracts';
import { type SQL, sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../../db/client.js';
import { iso } from '../../../db/iso.js';
import { adminAuditLog, contactRequests, pitches, users } from '../../../db/schema/index.js';
import { adminPitchStatusSql } from '../pitches/pitch-status.queries.js';

/** `%text%` for LIKE, the text's own % _ and \ taken literally. */
export const likeContaining = (text: string) => `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** The row every admin user list and action answers; `pitch_count` counts every pitch, drafts too. */
const userRowSql = sql`u.id, u.first_name, u.last_name, u.email, u.user_type, u.suspended_at,
  u.suspension_reason, u.email_verified, u.is_profile_complete, u.created_at,
  (select count(*)::int from ${pitches} p where p.owner_id = u.id) as pitch_count`;

interface UserRecord {
  id: string;
  first_name: string;
  last_name: string;
  email: string;
  user_type: AccountType;
  suspended_at: Date | string | null;
  suspension_reason: string | null;
  email_verified: boolean;
  is_profile_complete: boolean;
  created_at: Date | string;
  pitch_count: number;
}

export const toAdminUserRow = (row: UserRecord): AdminUserRow => ({
  _id: row.id,
  first_name: row.first_name,
  last_name: row.last_name,
  email: row.email,
  user_type: row.user_type,
  status: row.suspended_at ? 'suspended' : 'active',
  suspended_at: iso(row.suspended_at),
  suspension_reason: row.suspended_at ? row.suspension_reason : null,
  email_verified: row.email_verified,
  is_profile_complete: row.is_profile_complete,
  pitch_count: row.pitch_count,
  created_at: iso(row.created_at) as string,
});

export interface UserFilter {
  q?: string | undefined;
  role?: AccountType | undefined;
  status?: UserStatus | undefined;
}

/** A page of accounts, newest first, and how many match in all (one statement). */
export async function listUsers(db: Db, filter: UserFilter, page: number, pageSize: number) {
  const parts: SQL[] = [sql`true`];
  if (filter.q) {
    const like = likeContaining(filter.q);
    parts.push(sql`(lower(u.first_name || ' ' || u.last_name) like ${like} or lower(u.email) like ${like})`);
  }
  if (filter.role) parts.push(sql`u.user_type = ${filter.role}`);
  if (filter.status === 'suspended') parts.push(sql`u.suspended_at is not null`);
  if (filter.status === 'active') parts.push(sql`u.suspended_at is null`);
  const rows = await queryRows<UserRecord & { total: number }>(
    db,
    sql`select ${userRowSql}, count(*) over ()::int as total from ${users} u
      where ${sql.join(parts, sql` and `)}
      order by u.created_at desc, u.id desc
      limit ${pageSize} offset ${(page - 1) * pageSize}`,
  );
  const total = rows[0]?.total ?? (page > 1 ? await countUsers(db, parts) : 0);
  return { users: rows.map(toAdminUserRow), total };
}

async function countUsers(db: Db, parts: SQL[]): Promise<number> {
  const [row] = await queryRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from ${users} u where ${sql.join(parts, sql` and `)}`,
  );
  return row?.n ?? 0;
}

/** One account as the admin row, optionally locked for an action. */
export async function findUserRow(db: Db, userId: string, lock = false): Promise<AdminUserRow | null> {
  if (lock) await db.execute(sql`select 1 from ${users} where id = ${userId} for update`);
  const [row] = await queryRows<UserRecord>(
    db,
    sql`select ${userRowSql} from ${users} u where u.id = ${userId}`,
  );
  return row ? toAdminUserRow(row) : null;
}

/** What the user page shows beyond the row: the profile's few public facts and its contact phone. */
export async function findUserProfile(db: Db, userId: string) {
  const [row] = await queryRows<{
    bio: string | null;
    company: string | null;
    phone: string;
    photo: string | null;
  }>(
    db,
    sql`select bio, company_or_organization as company, isd_code || ' ' || mobile_number as phone, photo
      from ${users} where id = ${userId}`,
  );
  return row ?? null;
}

/** Every pitch of the owner with its admin status, newest first. */
export async function userPitches(db: Db, ownerId: string) {
  const rows = await queryRows<{ id: string; name: string; status: string; created_at: Date | string }>(
    db,
    sql`select id, name_of_pitch as name, created_at, ${adminPitchStatusSql('pitches')} as status
      from ${pitches} where owner_id = ${ownerId} order by created_at desc, id desc`,
  );
  return rows.map((r) => ({
    _id: r.id,
    name_of_pitch: r.name,
    status: r.status,
    created_at: iso(r.created_at) as string,
  }));
}

/** The newest 50 contact requests the user asked (investor) or received (owner). */
export async function userRequests(db: Db, userId: string) {
  const rows = await queryRows<{
    id: string;
    pitch_id: string;
    name: string;
    investor_id: string;
    investor_name: string;
    status: string;
    requested_at: Date | string;
  }>(
    db,
    sql`select r.id, r.pitch_id, p.name_of_pitch as name, r.investor_id,
        i.first_name || ' ' || i.last_name as investor_name, r.status::text as status, r.requested_at
      from ${contactRequests} r join ${pitches} p on p.id = r.pitch_id join ${users} i on i.id = r.investor_id
      where r.investor_id = ${userId} or p.owner_id = ${userId}
      order by r.requested_at desc, r.id desc limit 50`,
  );
  return rows.map((r) => ({
    _id: r.id,
    pitch_id: r.pitch_id,
    name_of_pitch: r.name,
    investor_id: r.investor_id,
    investor_name: r.investor_name,
    status: r.status,
    created_at: iso(r.requested_at) as string,
  }));
}

/** The newest 50 admin actions about the user or any of their pitches. */
export async function userHistory(db: Db, userId: string) {
  const rows = await queryRows<{
    id: string;
    action: string;
    target_type: string;
    target_id: string;
    admin_name: string;
    reason: string | null;
    created_at: Date | string;
  }>(
    db,
    sql`select a.id, a.action, a.target_type, a.target_id, a.reason, a.created_at,
        coalesce(ad.first_name || ' ' || ad.last_name, '') as admin_name
      from ${adminAuditLog} a left join ${users} ad on ad.id = a.admin_id
      where (a.target_type = 'user' and a.target_id = ${userId})
        or (a.target_type = 'pitch' and a.target_id in (select id::text from ${pitches} where owner_id = ${userId}))
      order by a.created_at desc, a.id desc limit 50`,
  );
  return rows.map((r) => ({
    _id: r.id,
    action: r.action,
    target_type: r.target_type,
    target_id: r.target_id,
    admin_name: r.admin_name,
    reason: r.reason,
    created_at: iso(r.created_at) as string,
  }));
}

/**
 * Suspends (a reason) or restores (null) the account. Suspension also bumps token_version, so every
 * token issued before stays dead after a restore; the caller lookup refuses a suspended account anyway.
 */
export async function setSuspension(db: Db, userId: string, reason: string | null): Promise<void> {
  await db
    .update(users)
    .set(
      reason === null
        ? { suspendedAt: null, suspensionReason: null, updatedAt: new Date() }
        : {
            suspendedAt: sql`now()`,
            suspensionReason: reason,
            tokenVersion: sql`${users.tokenVersion} + 1`,
            updatedAt: new Date(),
          },
    )
    .where(sql`${users.id} = ${userId}`);
}
