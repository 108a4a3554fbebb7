import { webPath, webPaths } from '@angelbridge/contracts/web-paths';
import type { Db } from '../../db/client.js';
import { type ClaimedJob, enqueueJob, type JobHandler } from '../../jobs/index.js';
import { enqueueMail } from '../../mail/mail-queue.js';
import { MAIL_MESSAGES_SHOWN, unreadMessagesMail } from '../../mail/templates/message-mails.js';
import { notificationsService } from '../notifications/index.js';
import { firstUnread, unreadMailFacts, unreadMessages } from './unread-emails.queries.js';

/** The durable queue's job kind: "is this burst still unread?", run MESSAGE_EMAIL_DELAY_MINUTES later. */
export const UNREAD_MESSAGES_JOB = 'unread_messages';

interface UnreadJob {
  conversation_id: string;
  recipient_id: string;
  /** The burst's first unread message: with the two ids, the job's key. */
  first_message_id: string;
}

/**
 * Schedules the one e-mail of the recipient's current unread burst, in the caller's transaction. A burst
 * is known by its first unread message: every message of it enqueues the same key, so it is one job
 * (a no-op after the first); once the recipient reads, the next message starts a new burst.
 */
export async function scheduleUnreadEmail(
  db: Db,
  delayMs: number,
  { conversationId, recipientId }: { conversationId: string; recipientId: string },
): Promise<void> {
  const first = await firstUnread(db, conversationId, recipientId);
  if (!first) return;
  const payload: UnreadJob = {
    conversation_id: conversationId,
    recipient_id: recipientId,
    first_message_id: first.id,
  };
  await enqueueJob(db, {
    kind: UNREAD_MESSAGES_JOB,
    key: `unread:${conversationId}:${recipientId}:${first.id}`,
    payload,
    runAt: new Date(first.createdAt.getTime() + delayMs),
  });
}

/**
 * Runs when a burst's wait is over: one e-mail listing what is still unread, with a link to the
 * conversation; nothing when it was read, or the recipient turned these e-mails off. When only the
 * burst's start was read, what is left is a burst of its own, timed from its own first message.
 */
export function unreadEmailJob(deps: { db: Db; publicUrl: string; delayMs: number }): JobHandler {
  const { db } = deps;
  return async (job: ClaimedJob) => {
    const { conversation_id: conversationId, recipient_id: recipientId } = job.payload as UnreadJob;
    const first = await firstUnread(db, conversationId, recipientId);
    if (!first) return;
    if (first.id !== (job.payload as UnreadJob).first_message_id) {
      await scheduleUnreadEmail(db, deps.delayMs, { conversationId, recipientId });
      return;
    }
    if (!(await notificationsService.wantsEmail(db, recipientId, 'unread_messages'))) return;
    const facts = await unreadMailFacts(db, conversationId, recipientId);
    if (!facts) return;
    const { total, messages } = await unreadMessages(db, conversationId, recipientId, MAIL_MESSAGES_SHOWN);
    if (total === 0) return;
    const link = new URL(webPath(webPaths.conversation, { id: conversationId }), deps.publicUrl).toString();
    const mail = unreadMessagesMail({
      recipientFirstName: facts.firstName,
      senderName: facts.senderName,
      pitchName: facts.pitchName,
      total,
      messages,
      link,
    });
    // the job's key again: a retry after a crash queues no second e-mail
    await enqueueMail(db, { to: facts.email, ...mail }, job.key);
  };
}
