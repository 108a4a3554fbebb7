import type { ConversationMessage, ReadMark } from '@angelbridge/contracts';
import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client.js';

/** The conversations a user takes part in: as their investor, or as the owner of their pitch. */
const participates = (userId: string) =>
  sql`(c.investor_id = ${userId} or c.pitch_id in (select id from pitches where owner_id = ${userId}))`;

/** One message as the thread shows it, when this user takes part in its conversation. */
export async function messageFor(
  db: Db,
  userId: string,
  conversationId: string,
  messageId: string,
): Promise<ConversationMessage | null> {
  const [row] = await queryRows<Omit<ConversationMessage, 'created_at'> & { created_at: Date | string }>(
    db,
    sql`select m.id as "_id", m.conversation_id, m.sender_id as from_id, m.body, m.created_at,
          coalesce((select json_agg(json_build_object('_id', a.id, 'name', a.name, 'size', a.size, 'type', a.type)
                    order by a.sort, a.id)
                    from message_attachments a where a.message_id = m.id), '[]'::json) as attachments
        from conversation_messages m join conversations c on c.id = m.conversation_id
        where m.id = ${messageId} and m.conversation_id = ${conversationId} and ${participates(userId)}`,
  );
  if (!row) return null;
  return { ...row, created_at: new Date(row.created_at).toISOString() };
}

/** How far `readerId` has read one conversation, when `userId` takes part in it. */
export async function readMarkFor(
  db: Db,
  userId: string,
  conversationId: string,
  readerId: string,
): Promise<ReadMark | null> {
  const rows = await queryRows<{ message_id: string | null }>(
    db,
    sql`select (select r.message_id from conversation_reads r
                where r.conversation_id = c.id and r.user_id = ${readerId}) as message_id
        from conversations c where c.id = ${conversationId} and ${participates(userId)}`,
  );
  const [row] = rows;
  return row ? { user_id: readerId, message_id: row.message_id } : null;
}
