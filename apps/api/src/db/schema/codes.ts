import { OTP_PURPOSES } from '@angelbridge/contracts';
import { index, integer, pgEnum, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id } from './columns.js';
import { users } from './users.js';

/** The contract's list of code purposes (the database enum holds the same values). */
export const codePurpose = pgEnum('code_purpose', OTP_PURPOSES);

/**
 * One-time codes: stored hashed, single use, short-lived, voided after too many wrong tries. Each code
 * mail also carries a link with a long random token (`link_hash`, its SHA-256): it completes the same
 * step, lives and dies with the row (used, replaced, expired), but wrong codes do not void it.
 */
export const oneTimeCodes = pgTable(
  'one_time_codes',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: codePurpose('purpose').notNull(),
    codeHash: text('code_hash').notNull(),
    linkHash: text('link_hash'),
    attempts: integer('attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('one_time_codes_user_purpose').on(t.userId, t.purpose, t.createdAt),
    uniqueIndex('one_time_codes_link').on(t.linkHash),
  ],
);
