import { createHash, randomUUID } from 'node:crypto';
import type { Db } from '../db/client.js';
import { type ClaimedJob, enqueueJob, type JobHandler, type JobPriority } from '../jobs/index.js';
import type { FileStorage } from '../storage/file-storage.js';
import type { Mailer } from './mailer.js';

export const MAIL_JOB = 'mail';

/**
 * How long a worker holds a mail job: what one send takes (the transport's timeouts end it sooner). A
 * worker killed mid-send leaves the job to be sent again after this, with the same Message-ID; SMTP
 * cannot make that exactly-once, so the lock is short and a rare duplicate is the only cost.
 */
export const MAIL_LOCK_MS = 30_000;

/** A rendered mail as the queue keeps it: attachments by their storage URL, never their bytes. */
export interface QueuedMail {
  to: string;
  subject: string;
  html: string;
  text: string;
  replyTo?: string;
  attachments?: { filename: string; url: string }[];
}

/**
 * Enqueues `mail` in the caller's transaction (pass it as `db`): committed with the change that causes
 * it, or not at all. `key` makes it idempotent (the same key again is no new mail) and becomes the
 * Message-ID; a fresh one per mail when unset. Alerts and digests are 'bulk': they go after codes.
 */
export async function enqueueMail(
  db: Db,
  mail: QueuedMail,
  key: string = randomUUID(),
  priority: JobPriority = 'now',
): Promise<void> {
  await enqueueJob(db, { kind: MAIL_JOB, key: `mail:${key}`, payload: mail, priority });
}

/** The same key always gives the same Message-ID, so a receiver can drop a copy resent after a crash. */
export function messageIdOf(key: string, mailFrom: string): string {
  const domain = mailFrom.match(/@([^>\s]+)/)?.[1] ?? 'angelbridge.local';
  return `<${createHash('sha256').update(key).digest('hex').slice(0, 32)}@${domain}>`;
}

/** Sends a queued mail through the transport, its attachments streamed from storage as it goes. */
export function mailJobHandler(mailer: Mailer, storage: FileStorage, mailFrom: string): JobHandler {
  return async (job: ClaimedJob) => {
    const mail = job.payload as QueuedMail;
    const attachments = (mail.attachments ?? []).map((a) => ({
      filename: a.filename,
      content: storage.read(a.url),
    }));
    try {
      await mailer.send({
        to: mail.to,
        subject: mail.subject,
        html: mail.html,
        text: mail.text,
        ...(mail.replyTo ? { replyTo: mail.replyTo } : {}),
        ...(attachments.length ? { attachments } : {}),
        messageId: messageIdOf(job.key, mailFrom),
      });
    } finally {
      // an attachment left unread (the send failed early) must not hold its file open
      for (const a of attachments) a.content.on('error', () => undefined).destroy();
    }
  };
}
