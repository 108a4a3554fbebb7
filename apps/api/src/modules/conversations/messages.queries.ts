import { type ConversationMessage, MESSAGES_PAGE_SIZE, type ReadMark } from '@angelbridge/contracts';
import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client.js';

interface MessageRow {
  id: string;
  seq: number;
  conversation_id: string;
  sender_id: string;
  body: string;
  created_at: Date | string;
}

interface AttachmentRow {
  id: string;
  message_id: string;
  name: string;
  size: number;
  type: string;
}

/** Messages with their files, in the order given (two statements, whatever the page's size). */
async function withAttachments(db: Db, rows: MessageRow[]): Promise<ConversationMessage[]> {
  const ids = rows.map((row) => row.id);
  const files = ids.length
    ? await queryRows<AttachmentRow>(
        db,
        sql`select id, message_id, name, size, type from message_attachments
            where message_id in (${sql.join(
              ids.map((id) => sql`${id}`),
              sql`, `,
            )}) order by sort, id`,
      )
    : [];
  return rows.map((row) => ({
    _id: row.id,
    conversation_id: row.conversation_id,
    from_id: row.sender_id,
    body: row.body,
    attachments: files
      .filter((file) => file.message_id === row.id)
      .map((file) => ({ _id: file.id, name: file.name, size: Number(file.size), type: file.type })),
    created_at: new Date(row.created_at).toISOString(),
  }));
}

/** A message's place in its conversation, or null when it is not one of that conversation's. */
export async function messageSeq(db: Db, conversationId: string, messageId: string): Promise<number | null> {
  const [row] = await queryRows<{ seq: number }>(
    db,
    sql`select seq from conversation_messages where id = ${messageId} and conversation_id = ${conversationId}`,
  );
  return row ? Number(row.seq) : null;
}

/** The newest page before `beforeSeq` (or the newest of all), newest last, and whether older ones exist. */
export async function messagePage(db: Db, conversationId: string, beforeSeq: number | null) {
  const before = beforeSeq === null ? sql`` : sql`and seq < ${beforeSeq}`;
  const rows = await queryRows<MessageRow>(
    db,
    sql`select id, seq, conversation_id, sender_id, body, created_at from conversation_messages
        where conversation_id = ${conversationId} ${before}
        order by seq desc limit ${MESSAGES_PAGE_SIZE + 1}`,
  );
  const page = rows.slice(0, MESSAGES_PAGE_SIZE).reverse();
  return { messages: await withAttachments(db, page), hasMore: rows.length > MESSAGES_PAGE_SIZE };
}

/** One message with its files. */
export async function loadMessage(db: Db, messageId: string): Promise<ConversationMessage> {
  const rows = await queryRows<MessageRow>(
    db,
    sql`select id, seq, conversation_id, sender_id, body, created_at from conversation_messages
        where id = ${messageId}`,
  );
  const [message] = await withAttachments(db, rows);
  if (!message) throw new Error('a message vanished inside its transaction');
  return message;
}

/**
 * A new message and its files in the order given; the conversation's activity, newest message and the
 * recipient's unread count follow it by trigger (migration conversation_summaries).
 */
export async function insertMessage(
  tx: Db,
  message: { conversationId: string; senderId: string; body: string },
  files: readonly { url: string; name: string; type: string; size: number }[],
): Promise<string> {
  const [row] = await queryRows<{ id: string }>(
    tx,
    sql`insert into conversation_messages (conversation_id, sender_id, body)
        values (${message.conversationId}, ${message.senderId}, ${message.body}) returning id`,
  );
  if (!row) throw new Error('message not inserted');
  for (const [sort, file] of files.entries()) {
    await tx.execute(
      sql`insert into message_attachments (message_id, url, name, type, size, sort)
          values (${row.id}, ${file.url}, ${file.name}, ${file.type}, ${file.size}, ${sort})`,
    );
  }
  return row.id;
}

/** How far each of the two participants has read (null: nothing yet). */
export async function readMarks(
  db: Db,
  conversationId: string,
  participants: readonly string[],
): Promise<ReadMark[]> {
  const rows = await queryRows<{ user_id: string; message_id: string }>(
    db,
    sql`select user_id, message_id from conversation_reads where conversation_id = ${conversationId}`,
  );
  return participants.map((userId) => ({
    user_id: userId,
    message_id: rows.find((row) => row.user_id === userId)?.message_id ?? null,
  }));
}

/**
 * Moves the reader's mark to the message when it is further than where they are (never back);
 * answers whether it moved. One statement, so two tabs marking at once cannot move it backwards.
 */
export async function moveReadMark(
  tx: Db,
  mark: { conversationId: string; userId: string; messageId: string; seq: number },
): Promise<boolean> {
  const moved = await queryRows<{ user_id: string }>(
    tx,
    sql`insert into conversation_reads as r (conversation_id, user_id, message_id, message_seq)
        values (${mark.conversationId}, ${mark.userId}, ${mark.messageId}, ${mark.seq})
        on conflict (conversation_id, user_id) do update
        set message_id = excluded.message_id, message_seq = excluded.message_seq, read_at = now()
        where r.message_seq < excluded.message_seq
        returning user_id`,
  );
  return moved.length > 0;
}
