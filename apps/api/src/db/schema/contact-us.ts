import { CONTACT_ROLES } from '@angelbridge/contracts';
import { boolean, index, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, id } from './columns.js';

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
  },
  (t) => [index('contact_messages_created').on(t.createdAt)],
);
