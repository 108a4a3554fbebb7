import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users.js';

/**
 * Counters of every rate limit, shared by all instances of the API and kept across restarts.
 * One row per limit and subject (`login:address 203.0.113.5`); a row past `reset_at` starts over.
 */
export const rateLimits = pgTable(
  'rate_limits',
  {
    key: text('key').primaryKey(),
    hits: integer('hits').notNull(),
    resetAt: timestamp('reset_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('rate_limits_reset_at').on(t.resetAt)],
);

/**
 * Sessions ended by Sign Out before their token expired. A session token names its session (`sid`);
 * the router refuses a token whose session is listed here. Rows go once the token would have expired.
 */
export const endedSessions = pgTable(
  'ended_sessions',
  {
    id: uuid('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('ended_sessions_expires_at').on(t.expiresAt)],
);
