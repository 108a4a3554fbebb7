import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { id } from './columns.js';
import { countries } from './reference.js';
import { users } from './users.js';

/**
 * An investor's self-certification (issue 32). A re-certification marks the current row replaced and adds
 * a new one: the rows are the history. At most one row per investor has `replaced_at` null (a partial
 * unique index, migration private_rounds); `basis` is checked there against the contract's bases.
 */
export const investorCertifications = pgTable(
  'investor_certifications',
  {
    id: id(),
    investorId: uuid('investor_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    basis: text('basis').notNull(),
    countryId: uuid('country_id')
      .notNull()
      .references(() => countries.id),
    signedName: text('signed_name').notNull(),
    statement: text('statement').notNull(),
    signedAt: timestamp('signed_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    replacedAt: timestamp('replaced_at', { withTimezone: true }),
  },
  (t) => [index('investor_certifications_history').on(t.investorId, t.signedAt)],
);
