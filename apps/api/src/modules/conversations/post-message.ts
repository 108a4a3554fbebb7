import type { Db } from '../../db/client.js';
import { recordRequestStep } from '../contact-requests/index.js';
import type { ConversationHooks } from './conversation-hooks.js';
import { pitchOwner, startConversation } from './conversations.queries.js';
import { insertMessage } from './messages.queries.js';

/**
 * A message another module posts for a participant whose right to write it that module decided (an
 * investor's reply to an update they received, issue 34), in the caller's transaction: the conversation of
 * the pitch and investor is started when there is none and continued whatever its status, and everything
 * beside a message follows as in sendMessage (the start in the request's history, counters by trigger,
 * the hooks' live events and unread e-mail).
 */
export async function postMessage(
  tx: Db,
  hooks: ConversationHooks,
  message: { pitchId: string; investorId: string; senderId: string; body: string },
): Promise<{ conversationId: string; messageId: string }> {
  const ownerId = await pitchOwner(tx, message.pitchId);
  if (!ownerId) throw new Error('a message posted on a pitch that does not exist');
  const { investorId, senderId } = message;
  if (senderId !== investorId && senderId !== ownerId) {
    throw new Error('a message posted by someone who does not take part');
  }
  const start = await startConversation(tx, message.pitchId, investorId);
  if (start.started) {
    await recordRequestStep(tx, {
      pitchId: message.pitchId,
      investorId,
      kind: 'conversation_started',
      actorId: senderId,
    });
  }
  const messageId = await insertMessage(tx, { conversationId: start.id, senderId, body: message.body }, []);
  const recipientId = senderId === investorId ? ownerId : investorId;
  await hooks.messageSent(tx, { conversationId: start.id, messageId, senderId, recipientId });
  return { conversationId: start.id, messageId };
}
