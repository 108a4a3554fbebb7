import type { Readable } from 'node:stream';
import nodemailer, { type Transporter } from 'nodemailer';
import type { Logger } from 'pino';
import type { Config } from '../config.js';
import { type DevCatcher, startDevCatcher } from './dev-catcher.js';

/** Connect, greeting and idle limits (nodemailer's defaults are 2 min, 30 s and 10 min). */
export const SMTP_TIMEOUTS = { connectionTimeout: 8_000, greetingTimeout: 8_000, socketTimeout: 12_000 };

export interface OutgoingMail {
  to: string;
  subject: string;
  html: string;
  text: string;
  replyTo?: string;
  /** A stored file goes as a stream, read from storage while the mail is sent. */
  attachments?: { filename: string; content: Buffer | Readable }[];
  /** The queue's idempotency key as a Message-ID, so a copy resent after a crash can be recognised. */
  messageId?: string;
}

/** The transport the mail queue's worker sends with (services enqueue, see mail-queue.ts). */
export interface Mailer {
  send(mail: OutgoingMail): Promise<void>;
  /** Present when mail is caught locally (no SMTP_URL). */
  catcher: DevCatcher | null;
  close(): Promise<void>;
}

/** nodemailer over SMTP_URL, or over the in-process catcher when none is configured. */
export async function createMailer(
  config: Pick<Config, 'smtpUrl' | 'mailFrom'>,
  logger: Logger,
): Promise<Mailer> {
  let catcher: DevCatcher | null = null;
  let transport: Transporter;
  if (config.smtpUrl) {
    // A send must end well within the mail job's lock (MAIL_LOCK_MS, 30 s): a stalled server fails the
    // try (retried later) rather than outliving the lock while another instance sends it again.
    transport = nodemailer.createTransport({ url: config.smtpUrl, ...SMTP_TIMEOUTS });
  } else {
    catcher = await startDevCatcher((mail) => {
      // Codes in the log let a developer sign up without opening the mailbox.
      const code = mail.text.match(/\b(\d{4})\b/)?.[1];
      logger.info({ to: mail.to, subject: mail.subject, code }, 'mail caught (see /dev/mailbox)');
    });
    transport = nodemailer.createTransport({
      ...SMTP_TIMEOUTS,
      host: '127.0.0.1',
      port: catcher.port,
      secure: false,
      ignoreTLS: true,
    });
  }
  return {
    catcher,
    async send(mail) {
      await transport.sendMail({ from: config.mailFrom, ...mail });
    },
    async close() {
      transport.close();
      await catcher?.close();
    },
  };
}
