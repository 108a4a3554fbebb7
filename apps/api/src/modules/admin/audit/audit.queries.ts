import { AUDIT_PAGE_SIZE, type AuditEntry } from '@angelbridge/contracts';
import { and, count, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.js';
import { adminAuditLog, users } from '../../../db/schema/index.js';

export interface AuditFilter {
  admin_id?: string | undefined;
  action?: string | undefined;
  target_type?: string | undefined;
  target_id?: string | undefined;
  page: number;
}

const adminName = sql<string>`trim(${users.firstName} || ' ' || ${users.lastName})`;

/** The name of a user or pitch target, read now (a deleted one has none; the id stays in the row). */
const targetName = sql<string | null>`case ${adminAuditLog.targetType}
  when 'user' then (select trim(tu.first_name || ' ' || tu.last_name) from users tu
    where tu.id::text = ${adminAuditLog.targetId})
  when 'pitch' then (select tp.name_of_pitch from pitches tp where tp.id::text = ${adminAuditLog.targetId})
  else null end`;

/** A page of the log, newest first, with the total for the pager; each filter is an exact match. */
export async function auditPage(
  db: Db,
  filter: AuditFilter,
): Promise<{ entries: AuditEntry[]; total: number }> {
  const conditions: SQL[] = [];
  if (filter.admin_id) conditions.push(eq(adminAuditLog.adminId, filter.admin_id));
  if (filter.action) conditions.push(eq(adminAuditLog.action, filter.action));
  if (filter.target_type) conditions.push(eq(adminAuditLog.targetType, filter.target_type));
  if (filter.target_id) conditions.push(eq(adminAuditLog.targetId, filter.target_id));
  const where = conditions.length ? and(...conditions) : undefined;
  const [rows, [totals]] = await Promise.all([
    db
      .select({
        _id: adminAuditLog.id,
        admin_id: adminAuditLog.adminId,
        admin_name: adminName,
        admin_email: users.email,
        action: adminAuditLog.action,
        target_type: adminAuditLog.targetType,
        target_id: adminAuditLog.targetId,
        target_name: targetName,
        reason: adminAuditLog.reason,
        before: adminAuditLog.before,
        after: adminAuditLog.after,
        request_id: adminAuditLog.requestId,
        createdAt: adminAuditLog.createdAt,
      })
      .from(adminAuditLog)
      .innerJoin(users, eq(users.id, adminAuditLog.adminId))
      .where(where)
      .orderBy(desc(adminAuditLog.createdAt), desc(adminAuditLog.id))
      .limit(AUDIT_PAGE_SIZE)
      .offset((filter.page - 1) * AUDIT_PAGE_SIZE),
    db.select({ n: count() }).from(adminAuditLog).where(where),
  ]);
  return {
    entries: rows.map(({ createdAt, ...row }) => ({ ...row, created_at: createdAt.toISOString() })),
    total: totals?.n ?? 0,
  };
}

/** The filters' choices: the admins with rows, and the actions and target types in use. */
export async function auditFilters(db: Db) {
  const [admins, actions, targetTypes] = await Promise.all([
    db
      .selectDistinct({ _id: users.id, name: adminName, email: users.email })
      .from(adminAuditLog)
      .innerJoin(users, eq(users.id, adminAuditLog.adminId))
      .orderBy(users.email),
    db.selectDistinct({ v: adminAuditLog.action }).from(adminAuditLog).orderBy(adminAuditLog.action),
    db.selectDistinct({ v: adminAuditLog.targetType }).from(adminAuditLog).orderBy(adminAuditLog.targetType),
  ]);
  return {
    admins,
    actions: actions.map((row) => row.v),
    target_types: targetTypes.map((row) => row.v),
  };
}

/** One row of the log, written with the action's own transaction `tx` (audit-log.ts says why). */
export async function insertAuditRow(tx: Db, row: typeof adminAuditLog.$inferInsert): Promise<void> {
  await tx.insert(adminAuditLog).values(row);
}
