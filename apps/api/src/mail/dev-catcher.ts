import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface CaughtMail {
  id: number;
  from: string;
  to: string[];
  subject: string;
  text: string;
  html: string;
  date: string;
  /** Name and size of each attached file (the bytes are not kept). */
  attachments: { filename: string; size: number }[];
}

export interface DevCatcher {
  port: number;
  /** Newest first. */
  messages(): CaughtMail[];
  /** Resolves with the first caught mail to `to` that arrives after now (or already matches `since`). */
  waitFor(to: string, options?: { since?: number; timeoutMs?: number }): Promise<CaughtMail>;
  close(): Promise<void>;
}

const KEEP = 200;

/**
 * A real SMTP server on loopback that keeps what it receives in memory. Without SMTP_URL the app sends
 * through it, so the whole mail path (nodemailer, SMTP, MIME) runs in every mode and in tests.
 */
export async function startDevCatcher(
  onMail: (mail: CaughtMail) => void = () => {},
  /** A fixed port (a test stops the server and starts it again where the app sends); any free one by default. */
  port = 0,
): Promise<DevCatcher> {
  const caught: CaughtMail[] = [];
  const waiters = new Set<(mail: CaughtMail) => void>();
  let nextId = 1;

  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    size: 25 * 1024 * 1024,
    onData(stream, session, callback) {
      simpleParser(stream)
        .then((parsed) => {
          const mail: CaughtMail = {
            id: nextId++,
            from: parsed.from?.text ?? '',
            to: session.envelope.rcptTo.map((r) => r.address.toLowerCase()),
            subject: parsed.subject ?? '',
            text: parsed.text ?? '',
            html: typeof parsed.html === 'string' ? parsed.html : '',
            date: (parsed.date ?? new Date()).toISOString(),
            attachments: parsed.attachments.map((a) => ({ filename: a.filename ?? '', size: a.size })),
          };
          caught.unshift(mail);
          caught.length = Math.min(caught.length, KEEP);
          onMail(mail);
          for (const waiter of waiters) waiter(mail);
          callback();
        })
        .catch((error: Error) => callback(error));
    },
  });

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  const address = server.server.address();

  return {
    port: typeof address === 'object' && address ? address.port : 0,
    messages: () => [...caught],
    waitFor(to, { since = 0, timeoutMs = 10_000 } = {}) {
      const wanted = to.toLowerCase();
      const match = (mail: CaughtMail) => mail.id > since && mail.to.includes(wanted);
      const already = caught.find(match);
      if (already) return Promise.resolve(already);
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(new Error(`No mail to ${to} within ${timeoutMs} ms`));
        }, timeoutMs);
        const check = (mail: CaughtMail) => {
          if (!match(mail)) return;
          clearTimeout(timer);
          waiters.delete(check);
          resolve(mail);
        };
        waiters.add(check);
      });
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
