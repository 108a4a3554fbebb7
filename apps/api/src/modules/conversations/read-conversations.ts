import { conversationTexts } from '@angelbridge/contracts';
import type { Db } from '../../db/client.js';
import { fieldError } from '../../http/app-error.js';
import { conversationNotFound } from './conversation-errors.js';
import { findMine, summaries } from './conversations.queries.js';
import { messagePage, messageSeq, readMarks } from './messages.queries.js';

/** /getConversations: the caller's conversations, newest activity first, and their unread total. */
export async function listConversations(db: Db, userId: string) {
  const conversations = await summaries(db, userId);
  const unread_total = conversations.reduce((sum, c) => sum + c.unread_count, 0);
  return { conversations, unread_total };
}

/**
 * /getConversationMessages: one of the caller's conversations (read-only ones too: the history stays)
 * and a page of its messages, with how far each participant has read.
 */
export async function readThread(
  db: Db,
  userId: string,
  input: { conversation_id: string; before?: string },
) {
  const conversation = await findMine(db, userId, input.conversation_id);
  if (!conversation) throw conversationNotFound();
  let beforeSeq: number | null = null;
  if (input.before) {
    beforeSeq = await messageSeq(db, conversation.id, input.before);
    // a message of another conversation is as unknown as one that never was
    if (beforeSeq === null) throw fieldError('NOT_FOUND', 'before', conversationTexts.messageNotFound);
  }
  const [summary] = await summaries(db, userId, conversation.id);
  if (!summary) throw conversationNotFound();
  const page = await messagePage(db, conversation.id, beforeSeq);
  return {
    conversation: summary,
    messages: page.messages,
    has_more: page.hasMore,
    read_up_to: await readMarks(db, conversation.id, [conversation.investorId, conversation.ownerId]),
  };
}
