import { AUDIT_PAGE_SIZE, getAuditLog } from '@angelbridge/contracts';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { adminAuditLog, users } from '../../../db/schema/index.js';
import { inTransaction } from '../../../db/transaction.js';
import { openTestApp } from '../../../test/accounts.js';
import { adminCall, signedInAdmin } from '../../../test/admin.js';
import { recordAdminAction } from '../index.js';

const { t } = await openTestApp();
const admin = await signedInAdmin(t);
const call = adminCall(t, admin.token);

const rowsFor = (targetId: string) =>
  t.db.select().from(adminAuditLog).where(eq(adminAuditLog.targetId, targetId));

describe('recordAdminAction', () => {
  it('when the action commits, then its row is written with who, what, on what, why, before, after and the request', async () => {
    await inTransaction(t.db, async (tx) => {
      await tx.update(users).set({ bio: 'changed' }).where(eq(users.id, admin.userId));
      await recordAdminAction(tx, {
        adminId: admin.userId,
        action: 'testAction',
        targetType: 'user',
        targetId: 'committed-target',
        reason: 'because',
        before: { bio: null },
        after: { bio: 'changed' },
        requestId: 'req-1',
      });
    });
    const [row] = await rowsFor('committed-target');
    expect(row).toMatchObject({
      adminId: admin.userId,
      action: 'testAction',
      targetType: 'user',
      reason: 'because',
      before: { bio: null },
      after: { bio: 'changed' },
      requestId: 'req-1',
    });
  });

  it('when the action fails inside its transaction, then no row is written and the change is undone', async () => {
    await expect(
      inTransaction(t.db, async (tx) => {
        await recordAdminAction(tx, {
          adminId: admin.userId,
          action: 'testAction',
          targetType: 'user',
          targetId: 'refused-target',
          requestId: 'req-2',
        });
        throw new Error('refused');
      }),
    ).rejects.toThrow('refused');
    expect(await rowsFor('refused-target')).toEqual([]);
  });

  it('when anyone tries to change or delete a row, then the database refuses', async () => {
    await recordAdminAction(t.db, {
      adminId: admin.userId,
      action: 'testAction',
      targetType: 'user',
      targetId: 'kept-target',
      requestId: 'req-3',
    });
    await expect(
      t.db
        .update(adminAuditLog)
        .set({ reason: 'rewritten' })
        .where(eq(adminAuditLog.targetId, 'kept-target')),
    ).rejects.toThrow();
    await expect(
      t.db.delete(adminAuditLog).where(eq(adminAuditLog.targetId, 'kept-target')),
    ).rejects.toThrow();
    await expect(t.db.execute(sql`truncate admin_audit_log`)).rejects.toThrow();
    const [row] = await rowsFor('kept-target');
    expect(row?.reason).toBeNull();
  });
});

describe('/admin/getAuditLog', () => {
  it('when filtered by admin, action, target type and id, then only those rows come, newest first, a page at a time', async () => {
    for (let i = 0; i < AUDIT_PAGE_SIZE + 2; i++) {
      await recordAdminAction(t.db, {
        adminId: admin.userId,
        action: 'pagedAction',
        targetType: 'pitch',
        targetId: `paged-${i}`,
        requestId: `paged-req-${i}`,
      });
    }
    const first = await call(getAuditLog, { action: 'pagedAction' });
    expect(first.status).toBe(200);
    expect(first.body.total).toBe(AUDIT_PAGE_SIZE + 2);
    expect(first.body.entries).toHaveLength(AUDIT_PAGE_SIZE);
    expect(first.body.entries[0]).toMatchObject({
      target_id: `paged-${AUDIT_PAGE_SIZE + 1}`,
      admin_email: admin.email,
      admin_name: 'Ada Admin',
    });
    const second = await call(getAuditLog, { action: 'pagedAction', page: 2 });
    expect(second.body.entries.map((e: { target_id: string }) => e.target_id)).toEqual([
      'paged-1',
      'paged-0',
    ]);
    const one = await call(getAuditLog, {
      admin_id: admin.userId,
      target_type: 'pitch',
      target_id: 'paged-3',
    });
    expect(one.body.entries).toHaveLength(1);
    expect(one.body.filters.actions).toContain('pagedAction');
    expect(one.body.filters.admins).toContainEqual({
      _id: admin.userId,
      name: 'Ada Admin',
      email: admin.email,
    });
    expect((await call(getAuditLog, { action: 'noSuchAction' })).body).toMatchObject({
      entries: [],
      total: 0,
    });
  });

  it('when the target is a user, then the entry names them and keeps the id; an unknown target has no name', async () => {
    await recordAdminAction(t.db, {
      adminId: admin.userId,
      action: 'namedAction',
      targetType: 'user',
      targetId: admin.userId,
      requestId: 'req-named',
    });
    await recordAdminAction(t.db, {
      adminId: admin.userId,
      action: 'namedAction',
      targetType: 'user',
      targetId: 'gone-target',
      requestId: 'req-gone',
    });
    const { entries } = (await call(getAuditLog, { action: 'namedAction' })).body;
    expect(
      entries.map((e: { target_id: string; target_name: string | null }) => [e.target_id, e.target_name]),
    ).toEqual([
      ['gone-target', null],
      [admin.userId, 'Ada Admin'],
    ]);
  });

  it('when a filter is malformed, then 400 names it', async () => {
    const res = await call(getAuditLog, { admin_id: 'not-a-uuid', page: 0 });
    expect(res.status).toBe(400);
    expect(Object.keys(res.body.errors).sort()).toEqual(['admin_id', 'page']);
    expect((await call(getAuditLog, { target_id: 'x'.repeat(101) })).status).toBe(400);
  });
});
