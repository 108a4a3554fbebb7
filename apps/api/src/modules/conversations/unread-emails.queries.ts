import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client.js';

/** The messages the recipient has not read (from the other side, past their mark), oldest first. */
const unreadOf = (conversationId: string, recipientId: string) => sql`
  from conversation_messages m
  where m.conversation_id = ${conversationId} and m.sender_id <> ${recipientId}
    and m.seq > coalesce((select r.message_seq from conversation_reads r
                          where r.conversation_id = m.conversation_id and r.user_id = ${recipientId}), 0)`;

/** The oldest message the recipient has not read: what a burst of unread messages is known by. */
export async function firstUnread(
  db: Db,
  conversationId: string,
  recipientId: string,
): Promise<{ id: string; createdAt: Date } | null> {
  const [row] = await queryRows<{ id: string; created_at: Date | string }>(
    db,
    sql`select m.id, m.created_at ${unreadOf(conversationId, recipientId)} order by m.seq limit 1`,
  );
  return row ? { id: row.id, createdAt: new Date(row.created_at) } : null;
}

export interface UnreadMailFacts {
  email: string;
  firstName: string;
  senderName: string;
  pitchName: string;
}

/**
 * Who is e-mailed and about what; null when the recipient no longer takes part in the conversation or
 * deleted the account (its address is a tombstone nobody reads).
 */
export async function unreadMailFacts(
  db: Db,
  conversationId: string,
  recipientId: string,
): Promise<UnreadMailFacts | null> {
  const [row] = await queryRows<UnreadMailFacts>(
    db,
    sql`select me.email, me.first_name as "firstName", p.name_of_pitch as "pitchName",
          trim(other.first_name || ' ' || other.last_name) as "senderName"
        from conversations c
        join pitches p on p.id = c.pitch_id
        join users me on me.id = ${recipientId}
        join users other on other.id = case when c.investor_id = ${recipientId} then p.owner_id else c.investor_id end
        where c.id = ${conversationId} and (c.investor_id = ${recipientId} or p.owner_id = ${recipientId})
          and me.deleted_at is null`,
  );
  return row ?? null;
}

/** The unread messages with their number of files, oldest first (at most `limit`, the newest ones). */
export async function unreadMessages(
  db: Db,
  conversationId: string,
  recipientId: string,
  limit: number,
): Promise<{ total: number; messages: { body: string; files: number }[] }> {
  const rows = await queryRows<{ body: string; files: number; total: number }>(
    db,
    sql`select * from (
          select m.seq, m.body, count(*) over () :: int as total,
            (select count(*) from message_attachments a where a.message_id = m.id) :: int as files
          ${unreadOf(conversationId, recipientId)} order by m.seq desc limit ${limit}
        ) newest order by seq`,
  );
  return { total: rows[0]?.total ?? 0, messages: rows.map(({ body, files }) => ({ body, files })) };
}
