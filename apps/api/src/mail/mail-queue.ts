import { createHash, randomUUID } from 'node:crypto';
import { type SQL, sql } from 'drizzle-orm';
import { type Db, queryRows } from '../db/client.js';
import {
  type ClaimedJob,
  enqueueJob,
  enqueueJobs,
  type JobHandler,
  type JobPriority,
  jobsInsertSql,
} from '../jobs/index.js';
import type { FileStorage } from '../storage/file-storage.js';
import { openMailText, sealMailText } from './mail-seal.js';
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
  await enqueueJob(db, { kind: MAIL_JOB, key: `mail:${key}`, payload: sealedMail(mail), priority });
}

/**
 * Many mails, each with its own text, in the caller's transaction as enqueueMail queues one, in one
 * statement and one NOTIFY (a batch of notices). Each `key` as enqueueMail's.
 */
export async function enqueueMails(
  db: Db,
  mails: readonly { mail: QueuedMail; key?: string; priority?: JobPriority }[],
): Promise<void> {
  await enqueueJobs(
    db,
    MAIL_JOB,
    mails.map(({ mail, key = randomUUID(), priority = 'now' }) => ({
      key: `mail:${key}`,
      payload: sealedMail(mail),
      priority,
    })),
  );
}

function sealedMail({ subject, html, text, ...envelope }: QueuedMail): SealedMail {
  return { ...envelope, sealed: sealMailText({ subject, html, text }) };
}

/**
 * One mail to many, queued inside a caller's statement as CTEs of its `with` (`name` holds the jobs, see
 * jobsInsertSql): `recipients` selects each one's `key` (the mail's idempotency key, as enqueueMail takes
 * it) and `to`. The text is sealed once and kept once, in `mail_texts`, each job naming it: 2,000 copies
 * of a sealed text in jobs.payload cost ten times the rest of a publication. So it must say nothing
 * personal. The statement sends no NOTIFY; its caller wakes the workers once it has committed.
 */
export function mailsInsertSql(
  name: string,
  mail: Omit<QueuedMail, 'to' | 'replyTo' | 'attachments'>,
  recipients: SQL,
  priority: JobPriority = 'now',
): SQL {
  const sealed = sealMailText({ subject: mail.subject, html: mail.html, text: mail.text });
  const text = sql.identifier(`${name}_text`);
  return sql`${text} as (insert into mail_texts (sealed) values (${sealed}) returning id),
    ${jobsInsertSql(
      name,
      MAIL_JOB,
      sql`select 'mail:' || r.key as key, jsonb_build_object('to', r.to, 'text', (select id from ${text})) as payload,
            now() as due
          from (${recipients}) r`,
      priority,
    )}`;
}

/**
 * A mail as `jobs.payload` holds it while it waits: the envelope in the clear (where it goes, its
 * attachments' storage URLs), the text sealed (mail-seal.ts). Once sent, the payload is emptied
 * (completeJob), and a deleted account's failed mails go (forgetMailsTo).
 */
interface SealedMail extends Omit<QueuedMail, 'subject' | 'html' | 'text'> {
  sealed: string;
}

/** One of many mails with the same text (mailsInsertSql): the text is the `mail_texts` row named. */
interface SharedTextMail extends Omit<QueuedMail, 'subject' | 'html' | 'text'> {
  text: string;
}

/** The mail a job holds: opened when sealed; a payload queued before sealing is read as it is. */
async function mailOf(db: Db, payload: unknown): Promise<QueuedMail> {
  const job = payload as SealedMail | SharedTextMail | QueuedMail;
  if ('sealed' in job) {
    const { sealed, ...envelope } = job;
    return { ...envelope, ...openMailText(sealed) };
  }
  if (typeof job.text === 'string' && !('subject' in job)) {
    const { text: textId, ...envelope } = job as SharedTextMail;
    const [row] = await queryRows<{ sealed: string }>(
      db,
      sql`select sealed from mail_texts where id = ${textId}`,
    );
    // kept as long as done jobs are (purgeDoneJobs): a mail older than that cannot be sent any more
    if (!row) throw new Error('the text of this mail is no longer kept');
    return { ...envelope, ...openMailText(row.sealed) };
  }
  return job as QueuedMail;
}

/** The same key always gives the same Message-ID, so a receiver can drop a copy resent after a crash. */
export function messageIdOf(key: string, mailFrom: string): string {
  const domain = mailFrom.match(/@([^>\s]+)/)?.[1] ?? 'angelbridge.local';
  return `<${createHash('sha256').update(key).digest('hex').slice(0, 32)}@${domain}>`;
}

/** Sends a queued mail through the transport, its attachments streamed from storage as it goes. */
export function mailJobHandler(mailer: Mailer, storage: FileStorage, mailFrom: string, db: Db): JobHandler {
  return async (job: ClaimedJob) => {
    const mail = await mailOf(db, job.payload);
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

/**
 * Forgets the finished mails to `address` (a deleted account's): sent ones are emptied already (older
 * rows may not be), and failed ones, kept for a retry, would keep the address for as long as they stay.
 */
export async function forgetMailsTo(db: Db, address: string): Promise<void> {
  await db.execute(
    sql`delete from jobs where kind = ${MAIL_JOB} and (done_at is not null or failed_at is not null)
          and lower(payload->>'to') = ${address.toLowerCase()}`,
  );
}
