import { inTransaction } from '../../db/transaction.js';
import type { Actor, UpdatesContext } from './context.js';
import { updateNotFound } from './drafts.js';
import { updateReader, updateText } from './reads.queries.js';
import { recordUpdateChange } from './update-audit.js';

/** The lines of the update quoted above a reply, and their characters at most. */
const QUOTED_LINES = 3;
const QUOTED_CHARS = 300;

/**
 * The reply as the message says it: `> Re: <title>`, the update's first lines quoted (bounded, so the
 * message stays within the conversations' limit whatever the update's length), then the reply.
 */
export function quotedReply(update: { title: string; body: string }, reply: string): string {
  let budget = QUOTED_CHARS;
  const lines: string[] = [];
  for (const line of update.body.split('\n').map((l) => l.trim())) {
    if (!line) continue;
    if (lines.length === QUOTED_LINES || budget <= 0) {
      lines.push('…');
      break;
    }
    const kept = line.length > budget ? `${line.slice(0, budget)}…` : line;
    budget -= kept.length;
    lines.push(kept);
  }
  return [`> Re: ${update.title}`, ...lines.map((line) => `> ${line}`), '', reply].join('\n');
}

/**
 * /replyToUpdate: a recipient's reply becomes a message in their conversation with the pitch's owner on
 * that pitch, started when there is none and continued whatever the contact request's state: having
 * received the update is the permission. Messages, unread counts, live events and the unread e-mail
 * follow as for any message (conversations' own send path). Anyone else: 404.
 */
export async function replyToUpdate(
  { db, postMessage }: Pick<UpdatesContext, 'db' | 'postMessage'>,
  actor: Actor,
  input: { update_id: string; body: string },
) {
  const found = await updateReader(db, input.update_id, actor.userId);
  if (!found?.recipient || found.status !== 'published') throw updateNotFound();
  const update = await updateText(db, found.id);
  if (!update) throw updateNotFound();
  return inTransaction(db, async (tx) => {
    const posted = await postMessage(tx, {
      pitchId: found.pitch_id,
      investorId: actor.userId,
      senderId: actor.userId,
      body: quotedReply(update, input.body),
    });
    await recordUpdateChange(tx, {
      actorId: actor.userId,
      action: 'replyToUpdate',
      targetId: found.id,
      after: { conversation_id: posted.conversationId, message_id: posted.messageId },
      requestId: actor.requestId,
    });
    return { conversation_id: posted.conversationId, message_id: posted.messageId };
  });
}
