import { sql } from 'drizzle-orm';
import {
  check,
  index,
  numeric,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, id, updatedAt } from './columns.js';
import { pitches } from './pitches.js';
import { users } from './users.js';

/**
 * Investor updates (issue 34; migration 0033 writes these tables and the one audience rule,
 * `update_audience(pitch, followers)`; modules/updates reads and writes them in SQL).
 */
export const investorUpdates = pgTable(
  'investor_updates',
  {
    id: id(),
    pitchId: uuid('pitch_id')
      .notNull()
      .references(() => pitches.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    body: text('body').notNull().default(''),
    audience: text('audience', { enum: ['investors', 'investors_and_followers'] }).notNull(),
    status: text('status', { enum: ['draft', 'published'] })
      .notNull()
      .default('draft'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    publishedAt: timestamp('published_at', { withTimezone: true }),
  },
  (t) => [
    index('investor_updates_pitch').on(t.pitchId, t.publishedAt.desc(), t.id),
    check('investor_updates_published', sql`(status = 'published') = (published_at is not null)`),
  ],
);

/** One metric of an update: a value for a month, in the founder's order. */
export const updateMetrics = pgTable(
  'update_metrics',
  {
    updateId: uuid('update_id')
      .notNull()
      .references(() => investorUpdates.id, { onDelete: 'cascade' }),
    position: smallint('position').notNull(),
    key: text('key').notNull(),
    label: text('label').notNull(),
    value: numeric('value', { precision: 15, scale: 2 }).notNull(),
    unit: text('unit', { enum: ['currency', 'count', 'percent'] }).notNull(),
    period: text('period').notNull(),
  },
  (t) => [primaryKey({ columns: [t.updateId, t.key, t.period] })],
);

/** Who received a published update (fixed when it was published) and when they first opened it. */
export const updateRecipients = pgTable(
  'update_recipients',
  {
    updateId: uuid('update_id')
      .notNull()
      .references(() => investorUpdates.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    pitchId: uuid('pitch_id')
      .notNull()
      .references(() => pitches.id, { onDelete: 'cascade' }),
    relation: text('relation', { enum: ['investor', 'follower'] }).notNull(),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull(),
    readAt: timestamp('read_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.updateId, t.userId] }),
    index('update_recipients_feed').on(t.userId, t.publishedAt.desc(), t.updateId.desc()),
    index('update_recipients_pitch').on(t.userId, t.pitchId, t.publishedAt.desc()),
  ],
);

/** A reminder sent to write an update, once per pitch and quiet spell (`since`: when it began). */
export const updateReminders = pgTable(
  'update_reminders',
  {
    pitchId: uuid('pitch_id')
      .notNull()
      .references(() => pitches.id, { onDelete: 'cascade' }),
    since: timestamp('since', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.pitchId, t.since] })],
);
