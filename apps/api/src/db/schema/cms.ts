import { pgTable, text } from 'drizzle-orm/pg-core';
import { id, updatedAt } from './columns.js';

export const cmsPages = pgTable('cms_pages', {
  id: id(),
  cmsCode: text('cms_code').notNull().unique(),
  title: text('title').notNull(),
  content: text('content').notNull(),
  updatedAt: updatedAt(),
});
