import type { Notification, NotificationKind } from '@angelbridge/contracts';
import { and, asc, count, desc, eq, gt, inArray, isNull, lt, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { alertPreferences, notificationPreferences, notifications } from '../../db/schema/index.js';

type NotificationRow = typeof notifications.$inferSelect;

export interface NewNotification {
  userId: string;
  kind: NotificationKind;
  title: string;
  body: string;
  link: string;
  contactRequestId: string | null;
}

/** Written in the caller's transaction; a trigger announces it on commit (migration 0005). */
export async function insertNotification(tx: Db, notification: NewNotification): Promise<void> {
  await insertNotifications(tx, [notification]);
}

/** Many in one statement, in this order, as insertNotification writes one. */
export async function insertNotifications(tx: Db, list: readonly NewNotification[]): Promise<void> {
  if (list.length > 0) await tx.insert(notifications).values([...list]);
}

export const toNotification = (row: NotificationRow): Notification => ({
  _id: row.id,
  seq: row.seq,
  kind: row.kind as NotificationKind,
  title: row.title,
  body: row.body,
  link: row.link,
  contact_id: row.contactRequestId,
  read: row.readAt !== null,
  created_at: row.createdAt.toISOString(),
});

export async function listNotifications(
  db: Db,
  userId: string,
  page: { before?: number; since?: number; limit: number },
): Promise<Notification[]> {
  const where = and(
    eq(notifications.userId, userId),
    page.before !== undefined ? lt(notifications.seq, page.before) : undefined,
    page.since !== undefined ? gt(notifications.seq, page.since) : undefined,
  ) as SQL;
  const rows = await db
    .select()
    .from(notifications)
    .where(where)
    .orderBy(desc(notifications.seq))
    .limit(page.limit);
  return rows.map(toNotification);
}

/** Oldest first: what a stream missed since `since`. */
export async function notificationsAfter(db: Db, userId: string, since: number, limit: number) {
  const rows = await db
    .select()
    .from(notifications)
    .where(and(eq(notifications.userId, userId), gt(notifications.seq, since)))
    .orderBy(asc(notifications.seq))
    .limit(limit);
  return rows.map(toNotification);
}

export async function findNotification(db: Db, userId: string, id: string) {
  const [row] = await db
    .select()
    .from(notifications)
    .where(and(eq(notifications.id, id), eq(notifications.userId, userId)));
  return row ? toNotification(row) : null;
}

export async function unreadCount(db: Db, userId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));
  return row?.n ?? 0;
}

export async function markRead(db: Db, userId: string, ids: string[] | 'all'): Promise<void> {
  await db
    .update(notifications)
    .set({ readAt: new Date() })
    .where(
      and(
        eq(notifications.userId, userId),
        isNull(notifications.readAt),
        ids === 'all' ? undefined : inArray(notifications.id, ids),
      ),
    );
}

/** Of these users, the e-mail switches turned off, as `<user id> <kind>`: one query for a batch of notices. */
export async function emailsTurnedOff(db: Db, userIds: readonly string[]): Promise<Set<string>> {
  if (userIds.length === 0) return new Set();
  const rows = await db
    .select({ userId: notificationPreferences.userId, kind: notificationPreferences.kind })
    .from(notificationPreferences)
    .where(
      and(inArray(notificationPreferences.userId, [...userIds]), eq(notificationPreferences.email, false)),
    );
  return new Set(rows.map((r) => `${r.userId} ${r.kind}`));
}

/** E-mail switches that were turned off or on; a kind without a row is on. */
export async function emailPreferences(db: Db, userId: string): Promise<Map<string, boolean>> {
  const rows = await db
    .select({ kind: notificationPreferences.kind, email: notificationPreferences.email })
    .from(notificationPreferences)
    .where(eq(notificationPreferences.userId, userId));
  return new Map(rows.map((r) => [r.kind, r.email]));
}

export async function setEmailPreference(db: Db, userId: string, kind: string, email: boolean) {
  await db
    .insert(notificationPreferences)
    .values({ userId, kind, email })
    .onConflictDoUpdate({
      target: [notificationPreferences.userId, notificationPreferences.kind],
      set: { email },
    });
}

/** How a followed pitch's news reaches the user by e-mail (modules/follows reads the same row). */
export async function followDelivery(db: Db, userId: string): Promise<'immediate' | 'daily'> {
  const [row] = await db
    .select({ delivery: alertPreferences.delivery })
    .from(alertPreferences)
    .where(eq(alertPreferences.userId, userId));
  return row?.delivery === 'daily' ? 'daily' : 'immediate';
}

export async function setFollowDelivery(db: Db, userId: string, delivery: 'immediate' | 'daily') {
  await db
    .insert(alertPreferences)
    .values({ userId, delivery })
    .onConflictDoUpdate({ target: alertPreferences.userId, set: { delivery } });
}
