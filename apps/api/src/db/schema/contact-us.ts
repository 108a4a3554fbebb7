import { CONTACT_ROLES } from '@angelbridge/contracts';
import { sql } from 'drizzle-orm';
import { boolean, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id } from './columns.js';
import { users } from './users.js';

export const contactMessages = pgTable(
  'contact_messages',
  {
    id: id(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    role: text('role', { enum: CONTACT_ROLES }).notNull(),
    subject: text('subject').notNull(),
    message: text('message').notNull(),
    contactMe: boolean('contact_me').notNull(),
    fileUrl: text('file_url'),
    fileName: text('file_name'),
    createdAt: createdAt(),
    /** Set once an admin has dealt with it (issue 21); the dashboard counts those still null. */
    handledAt: timestamp('handled_at', { withTimezone: true }),
    handledBy: uuid('handled_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    index('contact_messages_created').on(t.createdAt),
    index('contact_messages_unhandled').on(t.createdAt).where(sql`handled_at is null`),
  ],
);
