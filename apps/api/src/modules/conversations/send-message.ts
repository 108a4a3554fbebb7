import { conversationTexts as m, type sendMessageRequest } from '@angelbridge/contracts';
import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import { type Db, queryRows } from '../../db/client.js';
import { fieldError } from '../../http/app-error.js';
import type { Caller } from '../../http/caller.js';
import type { UploadedFile } from '../../http/upload.js';
import type { FileStorage } from '../../storage/file-storage.js';
import { writeWithFiles } from '../../storage/write-with-files.js';
import { recordRequestStep } from '../contact-requests/index.js';
import { conversationNotFound, readOnly } from './conversation-errors.js';
import type { ConversationHooks } from './conversation-hooks.js';
import { conversationOpenSql } from './conversation-status.js';
import { findByPair, findMine, startConversation, summaries } from './conversations.queries.js';
import { insertMessage, loadMessage } from './messages.queries.js';

type SendInput = z.output<typeof sendMessageRequest>;

/** The longest file name kept; the name is only shown and sent back as the download's name. */
const NAME_MAX = 200;

/**
 * Which conversation a send is for: the one named, or the one of the pitch and investor (an investor
 * names the pitch; its owner names the pitch and the investor), which is started when there is none.
 * Only the owner and that investor get one; for anyone else nothing exists (404).
 */
async function resolveTarget(
  db: Db,
  caller: Caller,
  input: SendInput,
): Promise<{ conversationId: string } | { pitchId: string; investorId: string }> {
  if (input.conversation_id) {
    if (input.pitch_id || input.investor_id) throw fieldError('BAD_REQUEST', 'pitch_id', m.target);
    return { conversationId: input.conversation_id };
  }
  if (!input.pitch_id) throw fieldError('BAD_REQUEST', 'conversation_id', m.target);
  const isInvestor = caller.userType === 'investor';
  if (isInvestor && input.investor_id && input.investor_id !== caller.userId) {
    throw fieldError('BAD_REQUEST', 'investor_id', m.target);
  }
  if (!isInvestor && !input.investor_id) throw fieldError('BAD_REQUEST', 'investor_id', m.target);
  const investorId = isInvestor ? caller.userId : (input.investor_id as string);
  const existing = await findByPair(db, input.pitch_id, investorId);
  if (existing) return { conversationId: existing };
  // no conversation yet: one may start only between the pitch's owner and an investor allowed now
  const [pair] = await queryRows<{ owner_id: string; open: boolean }>(
    db,
    sql`select p.owner_id, ${conversationOpenSql()} as open
        from (select ${input.pitch_id}::uuid as pitch_id, ${investorId}::uuid as investor_id) c
        join pitches p on p.id = c.pitch_id`,
  );
  const mine = pair && (isInvestor || pair.owner_id === caller.userId);
  if (!mine || !pair.open) throw conversationNotFound();
  return { pitchId: input.pitch_id, investorId };
}

/**
 * /sendMessage: stores the message and its files in one transaction with everything beside it (the
 * start and its step in the request's history, the list's order, the hooks' events and e-mail), so a
 * refusal or a failure leaves no row and no file.
 */
export async function sendMessage(
  deps: { db: Db; storage: FileStorage; hooks: ConversationHooks },
  caller: Caller,
  input: SendInput,
  files: readonly UploadedFile[],
) {
  const { body } = input;
  if (!body && files.length === 0) throw fieldError('BAD_REQUEST', 'body', m.bodyRequired);
  const target = await resolveTarget(deps.db, caller, input);
  return writeWithFiles(deps.db, deps.storage, async (tx, store) => {
    const start =
      'conversationId' in target ? null : await startConversation(tx, target.pitchId, target.investorId);
    const id = 'conversationId' in target ? target.conversationId : (start?.id as string);
    const conversation = await findMine(tx, caller.userId, id);
    if (!conversation) throw conversationNotFound();
    if (!conversation.open) throw readOnly();
    const { pitchId, investorId, ownerId } = conversation;
    if (start?.started) {
      await recordRequestStep(tx, {
        pitchId,
        investorId,
        kind: 'conversation_started',
        actorId: caller.userId,
      });
    }
    const urls = await store(files);
    const stored = files.map((file, i) => ({
      url: urls[i] as string,
      name: (file.originalName || `file.${file.ext}`).slice(0, NAME_MAX),
      type: file.mime,
      size: file.size,
    }));
    const messageId = await insertMessage(tx, { conversationId: id, senderId: caller.userId, body }, stored);
    const recipientId = caller.userId === investorId ? ownerId : investorId;
    await deps.hooks.messageSent(tx, { conversationId: id, messageId, senderId: caller.userId, recipientId });
    const [summary] = await summaries(tx, caller.userId, id);
    if (!summary) throw conversationNotFound();
    return { conversation: summary, sent: await loadMessage(tx, messageId) };
  });
}
