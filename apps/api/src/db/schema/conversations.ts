import {
  bigint,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, id } from './columns.js';
import { pitches } from './pitches.js';
import { users } from './users.js';

/**
 * A pitch's owner and one investor talking about that pitch: one row per pitch and investor. Who may
 * write is not stored here: it follows the investor's contact request (allowed and unexpired) and both
 * accounts' standing, decided on every read and send.
 */
export const conversations = pgTable(
  'conversations',
  {
    id: id(),
    pitchId: uuid('pitch_id')
      .notNull()
      .references(() => pitches.id, { onDelete: 'cascade' }),
    investorId: uuid('investor_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** When its newest message was sent (its start, before any): orders the list. */
    lastMessageAt: timestamp('last_message_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * The list's row without a look at every conversation's messages (issue 20: 500 conversations in
     * 20 ms), kept by triggers (migration conversation_summaries) on every message and read mark, whoever
     * writes them: the newest message (highest seq; no foreign key, a message only goes with its
     * conversation) and how many messages each side has not read, as `summaries` would count them.
     */
    lastMessageId: uuid('last_message_id'),
    lastMessageSeq: bigint('last_message_seq', { mode: 'number' }),
    investorUnread: integer('investor_unread').notNull().default(0),
    ownerUnread: integer('owner_unread').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    unique('conversations_pitch_investor').on(t.pitchId, t.investorId),
    index('conversations_investor').on(t.investorId, t.lastMessageAt),
  ],
);

/** Append-only: a message is never edited or deleted through the application. */
export const conversationMessages = pgTable(
  'conversation_messages',
  {
    id: id(),
    /** Orders messages (ids are random); pages and read marks compare it. */
    seq: bigint('seq', { mode: 'number' }).generatedAlwaysAsIdentity().notNull(),
    conversationId: uuid('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    senderId: uuid('sender_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    body: text('body').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('conversation_messages_conversation').on(t.conversationId, t.seq)],
);

/** A message's files, stored like pitch documents (FileStorage), opened only through signed links. */
export const messageAttachments = pgTable(
  'message_attachments',
  {
    id: id(),
    messageId: uuid('message_id')
      .notNull()
      .references(() => conversationMessages.id, { onDelete: 'cascade' }),
    url: text('url').notNull(),
    name: text('name').notNull(),
    /** The MIME type found from the bytes. */
    type: text('type').notNull(),
    size: integer('size').notNull(),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [
    index('message_attachments_message').on(t.messageId, t.sort),
    // /uploads asks whether a file is an attachment (never served there) by its URL
    index('message_attachments_url').on(t.url),
  ],
);

/** How far each participant has read: only ever moves forward. */
export const conversationReads = pgTable(
  'conversation_reads',
  {
    conversationId: uuid('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    messageId: uuid('message_id')
      .notNull()
      .references(() => conversationMessages.id, { onDelete: 'cascade' }),
    messageSeq: bigint('message_seq', { mode: 'number' }).notNull(),
    readAt: timestamp('read_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.conversationId, t.userId] })],
);

/** Questions and answers an owner published from a conversation, shown on the public pitch page. */
export const pitchFaqs = pgTable(
  'pitch_faqs',
  {
    id: id(),
    pitchId: uuid('pitch_id')
      .notNull()
      .references(() => pitches.id, { onDelete: 'cascade' }),
    /** The message it was taken from; kept out of the public answer (it would name the investor). */
    messageId: uuid('message_id').references(() => conversationMessages.id, { onDelete: 'set null' }),
    question: text('question').notNull(),
    answer: text('answer').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('pitch_faqs_pitch').on(t.pitchId, t.createdAt)],
);
