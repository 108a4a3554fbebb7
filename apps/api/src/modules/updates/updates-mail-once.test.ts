import { once } from 'node:events';
import net from 'node:net';
import { sql } from 'drizzle-orm';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JOB_LOCK_MS_BY_KIND } from '../../assemble.js';
import { queryRows } from '../../db/client.js';
import { claimJobs, completeJob } from '../../jobs/jobs.queries.js';
import { MAIL_JOB, mailJobHandler } from '../../mail/mail-queue.js';
import { createMailer } from '../../mail/mailer.js';
import { startTestApp, type TestApp } from '../../test/harness.js';
import { anUpdateScene, aPublishedUpdate, type UpdateScene, updateCalls } from '../../test/updates.js';
import { queuedMailSent, waitUntil } from '../../test/wait.js';

// An update's e-mails go once each, even when the process sending them is killed mid-send (issue 34). The
// app here runs no worker: each step plays a process's part, as the queue's own kill and lock tests do.
// src/scale-out/updates-kill.test.ts does the same with real processes and a real kill -9 (PostgreSQL).
let t: TestApp;
let s: UpdateScene;

beforeAll(async () => {
  t = await startTestApp({}, { mailWorker: false });
  s = await anUpdateScene(t);
  // the scene's own notices and their e-mails go first, so only the update's wait below
  const worker = await t.startWorker();
  try {
    await queuedMailSent(t.db);
  } finally {
    await worker.stop();
  }
});
afterAll(() => t.close());

interface MailJob {
  id: number;
  key: string;
  attempts: number;
  done: boolean;
}
const updateMailJobs = (updateId: string) =>
  queryRows<MailJob>(
    t.db,
    sql`select id::int as id, key, attempts, done_at is not null as done from jobs
        where key like ${`mail:investor-update:${updateId}:%`} order by id`,
  );
const mailsTo = (email: string, updateId: string) =>
  t.mail
    .messages()
    .filter((m) => m.to.includes(email.toLowerCase()) && m.text.includes(`/updates/${updateId}`));

/** An SMTP session cut in the middle of the message, as the kernel closes a killed process's socket. */
async function sendHalfAndDie(port: number, to: string) {
  const socket = net.connect(port, '127.0.0.1');
  let seen = '';
  socket.on('data', (chunk: Buffer) => {
    seen += chunk.toString();
  });
  const reply = async (code: string) =>
    waitUntil(() => seen.split('\r\n').some((l) => l.startsWith(`${code} `)), code);
  const say = async (line: string, code: string) => {
    seen = '';
    socket.write(`${line}\r\n`);
    await reply(code);
  };
  await reply('220');
  await say('EHLO dying.example', '250');
  await say('MAIL FROM:<updates@angelbridge.local>', '250');
  await say(`RCPT TO:<${to}>`, '250');
  await say('DATA', '354');
  socket.write('Subject: half a mail\r\n\r\nThe first half of the update e-mail, and then');
  socket.destroy();
  await once(socket, 'close');
}

describe('an update’s e-mails under a crash', () => {
  it('when the sending process dies mid-send, then a new one sends what is left, each e-mail exactly once', async () => {
    const updateId = await aPublishedUpdate(t, s.founder, s.pitchId, { audience: 'investors_and_followers' });
    const recipients = [s.investor, s.funded, s.investorFollowing, s.follower];
    expect(await updateMailJobs(updateId)).toHaveLength(4);
    // publishing again queues nothing more
    expect((await updateCalls(t).publish(s.founder, updateId)).status).toBe(409);
    expect(await updateMailJobs(updateId)).toHaveLength(4);

    // the process that dies: it sends one e-mail whole, as its worker does (claim, send, complete)...
    const mailer = await createMailer(
      { smtpUrl: `smtp://127.0.0.1:${t.mail.port}`, mailFrom: t.config.mailFrom },
      pino({ level: 'silent' }),
    );
    const send = mailJobHandler(mailer, t.storage, t.config.mailFrom, t.db);
    const [first] = await claimJobs(t.db, [MAIL_JOB], 1, JOB_LOCK_MS_BY_KIND[MAIL_JOB] as number);
    if (!first) throw new Error('no mail job to claim');
    await send(first);
    await completeJob(t.db, first.id);
    await mailer.close();
    // ...then claims the next and is killed while its message is on the wire: its lock (a short one
    // here, 30 s in the app) stays behind, and so does a half-sent message the server never accepted
    const [second] = await claimJobs(t.db, [MAIL_JOB], 1, 300);
    if (!second) throw new Error('no second mail job');
    const secondTo = (second.payload as { to: string }).to;
    await sendHalfAndDie(t.mail.port, secondTo);

    // the process that starts afterwards
    const worker = await t.startWorker();
    try {
      await waitUntil(
        async () => (await updateMailJobs(updateId)).every((j) => j.done),
        'every mail sent',
        60_000,
      );
    } finally {
      await worker.stop();
    }
    for (const who of recipients) expect(mailsTo(who.email, updateId), who.email).toHaveLength(1);
    expect(t.mail.messages().filter((m) => m.subject === 'half a mail')).toEqual([]);
    const jobs = await updateMailJobs(updateId);
    expect(jobs.find((j) => j.id === first.id)).toMatchObject({ attempts: 1, done: true });
    expect(jobs.find((j) => j.id === second.id)).toMatchObject({ attempts: 2, done: true });
    expect(mailsTo(secondTo, updateId)).toHaveLength(1);
  });
});
