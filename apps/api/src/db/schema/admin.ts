import { bigint, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id } from './columns.js';
import { users } from './users.js';

/**
 * Every admin action, written in the same transaction as the action (`recordAdminAction`). A trigger
 * (migration admin_base) refuses UPDATE, DELETE and TRUNCATE, so the application cannot rewrite history;
 * `admin_id` has no cascade for the same reason: an admin with log rows cannot be deleted.
 */
export const adminAuditLog = pgTable(
  'admin_audit_log',
  {
    id: id(),
    adminId: uuid('admin_id')
      .notNull()
      .references(() => users.id),
    action: text('action').notNull(),
    targetType: text('target_type').notNull(),
    targetId: text('target_id').notNull(),
    reason: text('reason'),
    before: jsonb('before'),
    after: jsonb('after'),
    requestId: text('request_id').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('admin_audit_log_created').on(t.createdAt),
    index('admin_audit_log_admin').on(t.adminId, t.createdAt),
    index('admin_audit_log_target').on(t.targetType, t.targetId, t.createdAt),
    index('admin_audit_log_action').on(t.action, t.createdAt),
  ],
);

/**
 * An admin's TOTP secret. `confirmed_at` is null until the first code from the authenticator app is
 * accepted (setup); `last_step` is the 30-second step of the last accepted code, so a code is good once.
 */
export const adminSecondFactors = pgTable('admin_second_factors', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  secret: text('secret').notNull(),
  confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
  lastStep: bigint('last_step', { mode: 'number' }),
  createdAt: createdAt(),
});

/**
 * Admin sessions (the `sid` of an admin's session token) and when each last made a call: the token
 * lookup refuses a session idle for 30 minutes (ADMIN_IDLE_MINUTES), on the database's clock.
 */
export const adminSessions = pgTable(
  'admin_sessions',
  {
    id: uuid('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: createdAt(),
  },
  (t) => [index('admin_sessions_last_seen').on(t.lastSeenAt)],
);
