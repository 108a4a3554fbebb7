import type { Db } from '../../db/client.js';
import { announce } from './live-events.js';
import { scheduleUnreadEmail } from './unread-emails.js';

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

/**
 * The hooks as the app runs them: both participants' streams hear of a message or a read mark at commit
 * (live-events.ts), and a message's recipient is e-mailed if it is still unread after `emailDelayMs`
 * (unread-emails.ts).
 */
export function conversationHooks(deps: { emailDelayMs: number }): ConversationHooks {
  return {
    async messageSent(tx, sent) {
      await announce(tx, {
        kind: 'message',
        conversation_id: sent.conversationId,
        message_id: sent.messageId,
        users: [sent.senderId, sent.recipientId],
      });
      await scheduleUnreadEmail(tx, deps.emailDelayMs, {
        conversationId: sent.conversationId,
        recipientId: sent.recipientId,
      });
    },
    async readMoved(tx, read) {
      await announce(tx, {
        kind: 'read',
        conversation_id: read.conversationId,
        reader: read.readerId,
        users: [read.readerId, read.otherId],
      });
    },
  };
}
