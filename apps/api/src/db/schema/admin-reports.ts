import { REPORT_REASONS, REPORT_STATUSES, REPORT_TARGET_TYPES } from '@angelbridge/contracts';
import { sql } from 'drizzle-orm';
import { index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { cmsPages } from './cms.js';
import { createdAt, id } from './columns.js';
import { users } from './users.js';

/**
 * What users report to the admins. The target is polymorphic (a pitch, a person, a message), so it has
 * no foreign key: a report outlives the content it names, and the queue says when that is gone.
 */
export const contentReports = pgTable(
  'content_reports',
  {
    id: id(),
    reporterId: uuid('reporter_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    targetType: text('target_type', { enum: REPORT_TARGET_TYPES }).notNull(),
    targetId: uuid('target_id').notNull(),
    reason: text('reason', { enum: REPORT_REASONS }).notNull(),
    details: text('details').notNull().default(''),
    status: text('status', { enum: REPORT_STATUSES }).notNull().default('open'),
    adminNote: text('admin_note'),
    resolvedBy: uuid('resolved_by').references(() => users.id, { onDelete: 'set null' }),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('content_reports_status').on(t.status, t.createdAt),
    index('content_reports_target').on(t.targetType, t.targetId),
    index('content_reports_reporter').on(t.reporterId, t.createdAt),
    // one open report per person and thing: a second click is not a second voice
    uniqueIndex('content_reports_open_once')
      .on(t.reporterId, t.targetType, t.targetId)
      .where(sql`status = 'open'`),
  ],
);

/**
 * Every version of the terms and the privacy policy: at most one open draft per page, and every
 * published one kept. `cms_pages` holds the current text (what /getCms reads, and its cache's trigger);
 * publishing writes it in the same transaction.
 */
export const cmsVersions = pgTable(
  'cms_versions',
  {
    id: id(),
    cmsCode: text('cms_code')
      .notNull()
      .references(() => cmsPages.cmsCode, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    content: text('content').notNull(),
    status: text('status', { enum: ['draft', 'published'] }).notNull(),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    publishedAt: timestamp('published_at', { withTimezone: true }),
  },
  (t) => [
    index('cms_versions_code').on(t.cmsCode, t.createdAt),
    uniqueIndex('cms_versions_one_draft').on(t.cmsCode).where(sql`status = 'draft'`),
  ],
);
