import { sql } from 'drizzle-orm';
import {
  bigserial,
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';

/**
 * The outbox: work that must survive a crash or a dead SMTP server (convention 18). A row is inserted in
 * the transaction of the change that causes it, so a rollback leaves none; workers of every instance claim
 * due rows with FOR UPDATE SKIP LOCKED. `key` makes enqueueing idempotent (the same key twice is one job).
 * Rows that gave up stay (failed_at set) for inspection.
 */
export const jobs = pgTable(
  'jobs',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    kind: text('kind').notNull(),
    key: text('key').notNull().unique('jobs_key'),
    payload: jsonb('payload').notNull(),
    /**
     * 0 for work a person waits on (a sign-in code, a decision's notice), 1 for bulk work (alerts, digests and
     * their fan-out): due jobs are taken by priority first, so a burst of alerts never delays a code.
     */
    priority: smallint('priority').notNull().default(0),
    /** When the job was first due: the queue's age is counted from here. */
    dueAt: timestamp('due_at', { withTimezone: true }).notNull().default(sql`now()`),
    /** When it may run next (due_at, then later after each failed try). */
    runAt: timestamp('run_at', { withTimezone: true }).notNull().default(sql`now()`),
    attempts: integer('attempts').notNull().default(0),
    firstTriedAt: timestamp('first_tried_at', { withTimezone: true }),
    /** A worker holds the job until then; past it, a worker that died is presumed gone. */
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    lastError: text('last_error'),
    /** Done rows stay a week, so the same key enqueued again (a retried request) is still one job. */
    doneAt: timestamp('done_at', { withTimezone: true }),
    failedAt: timestamp('failed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().default(sql`now()`),
  },
  (t) => [
    // the claim's order (priority, then oldest first), over pending rows only
    index('jobs_pending_claim')
      .on(t.priority, t.runAt, t.id)
      .where(sql`done_at is null and failed_at is null`),
    index('jobs_done_at').on(t.doneAt),
    // whether a user's daily digest is already waiting (follows' alert delivery asks it per user told)
    index('jobs_waiting_digests')
      .on(sql`(payload->>'user_id')`)
      .where(sql`kind = 'alert_digest' and done_at is null and failed_at is null`),
  ],
);

/**
 * The sealed text of a mail sent to many at once, kept once and named by each of its jobs' payloads
 * (migration 0033; mail/mail-queue.ts mailsInsertSql); forgotten with the done jobs.
 */
export const mailTexts = pgTable(
  'mail_texts',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    sealed: text('sealed').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('mail_texts_created').on(t.createdAt)],
);
