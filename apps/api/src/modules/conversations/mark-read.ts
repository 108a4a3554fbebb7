import { conversationTexts } from '@angelbridge/contracts';
import type { Db } from '../../db/client.js';
import { inTransaction } from '../../db/transaction.js';
import { fieldError } from '../../http/app-error.js';
import { conversationNotFound } from './conversation-errors.js';
import type { ConversationHooks } from './conversation-hooks.js';
import { findMine, unreadTotal } from './conversations.queries.js';
import { messageSeq, moveReadMark, readMarks } from './messages.queries.js';

/**
 * /markConversationRead: moves the caller's read mark forward to a message of that conversation (never
 * back: marking an older one leaves it where it is); read-only conversations too, since reading goes on.
 * The other side hears of it through the hooks, in the same transaction.
 */
export async function markRead(
  deps: { db: Db; hooks: ConversationHooks },
  userId: string,
  input: { conversation_id: string; message_id: string },
) {
  return inTransaction(deps.db, async (tx) => {
    const conversation = await findMine(tx, userId, input.conversation_id);
    if (!conversation) throw conversationNotFound();
    const seq = await messageSeq(tx, conversation.id, input.message_id);
    if (seq === null) throw fieldError('NOT_FOUND', 'message_id', conversationTexts.messageNotFound);
    const mark = { conversationId: conversation.id, userId, messageId: input.message_id, seq };
    if (await moveReadMark(tx, mark)) {
      const otherId = userId === conversation.investorId ? conversation.ownerId : conversation.investorId;
      await deps.hooks.readMoved(tx, {
        conversationId: conversation.id,
        readerId: userId,
        otherId,
        messageId: input.message_id,
      });
    }
    const [read_up_to] = await readMarks(tx, conversation.id, [userId]);
    if (!read_up_to) throw new Error('the read mark vanished inside its transaction');
    return { read_up_to, unread_total: await unreadTotal(tx, userId) };
  });
}
