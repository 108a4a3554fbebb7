import type { Db } from '../../db/client.js';

/**
 * What happens beside a message or a read mark, in the same transaction: the live events to both
 * participants' streams and the e-mail for messages left unread (live-events.ts, unread-emails.ts).
 * Kept behind this interface so the use cases stay about the conversation itself.
 */
export interface ConversationHooks {
  /** After a message and its files are stored. */
  messageSent(
    tx: Db,
    sent: { conversationId: string; messageId: string; senderId: string; recipientId: string },
  ): Promise<void>;
  /** After a participant's read mark moved forward. */
  readMoved(
    tx: Db,
    read: { conversationId: string; readerId: string; otherId: string; messageId: string },
  ): Promise<void>;
}
