import { NOTIFICATION_KINDS } from '@angelbridge/contracts';
import { bigint, boolean, index, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id } from './columns.js';
import { contactRequests } from './contact-requests.js';
import { users } from './users.js';

/**
 * The bell's entries. A trigger (custom migration) NOTIFYs each insert on commit, which feeds the live
 * streams of every API instance.
 */
export const notifications = pgTable(
  'notifications',
  {
    id: id(),
    /** Orders a user's notifications; the SSE event id. */
    seq: bigint('seq', { mode: 'number' }).generatedAlwaysAsIdentity().notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** One of the contract's kinds (a text column: a new kind needs no migration). */
    kind: text('kind', { enum: NOTIFICATION_KINDS }).notNull(),
    title: text('title').notNull(),
    body: text('body').notNull(),
    link: text('link').notNull(),
    contactRequestId: uuid('contact_request_id').references(() => contactRequests.id, {
      onDelete: 'set null',
    }),
    readAt: timestamp('read_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('notifications_user').on(t.userId, t.seq)],
);

/** One row per user and e-mail kind that the user switched; a missing row means on. */
export const notificationPreferences = pgTable(
  'notification_preferences',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    email: boolean('email').notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.kind] })],
);
