import { getJobs } from '@angelbridge/contracts';
import { sql } from 'drizzle-orm';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Db, queryRows } from '../db/client.js';
import { enqueueJob, type JobWorker, startJobWorker } from '../jobs/index.js';
import { claimJobs } from '../jobs/jobs.queries.js';
import { adminCall, signedInAdmin } from '../test/admin.js';
import { startTestApp, TEST_API_KEY, type TestApp } from '../test/harness.js';
import { waitUntil } from '../test/wait.js';
import { type CaughtMail, type DevCatcher, startDevCatcher } from './dev-catcher.js';
import { enqueueMail, MAIL_JOB, mailJobHandler, messageIdOf } from './mail-queue.js';
import { createMailer } from './mailer.js';

// no worker of the app's own: each test starts the workers it means (a process that died has none)
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({}, { mailWorker: false });
});
afterAll(() => t.close());

const silent = pino({ level: 'silent' });
const mailTo = (to: string, subject: string) => ({
  to,
  subject,
  text: `${subject}.`,
  html: `<p>${subject}.</p>`,
});

interface JobRow {
  key: string;
  attempts: number;
  done: boolean;
  failed: boolean;
  last_error: string | null;
}
/** The keys of the jobs seen going to each address: a sent mail's payload is emptied, its address too. */
const seen = new Map<string, Set<string>>();
const jobsTo = async (to: string) => {
  const keys = [...(seen.get(to) ?? [])].map((key) => sql`${key}`);
  const rows = await queryRows<JobRow>(
    t.db,
    sql`select key, attempts, done_at is not null as done, failed_at is not null as failed, last_error
        from jobs where payload->>'to' = ${to}
          ${keys.length ? sql`or key in (${sql.join(keys, sql`, `)})` : sql``} order by id`,
  );
  seen.set(to, new Set([...(seen.get(to) ?? []), ...rows.map((row) => row.key)]));
  return rows;
};
const caughtBy = (catcher: DevCatcher, to: string): CaughtMail[] =>
  catcher.messages().filter((mail) => mail.to.includes(to));

/** A worker sending over SMTP to `port` (a real catcher, or nothing listening), with millisecond retries. */
async function workerTo(port: number, options: { giveUpMs?: number } = {}) {
  const mailer = await createMailer(
    { smtpUrl: `smtp://127.0.0.1:${port}`, mailFrom: t.config.mailFrom },
    silent,
  );
  const worker = await startJobWorker({
    db: t.db,
    changes: t.changes,
    logger: silent,
    handlers: { [MAIL_JOB]: mailJobHandler(mailer, t.storage, t.config.mailFrom, t.db) },
    retryFirstMs: 20,
    retryMaxMs: 200,
    giveUpMs: options.giveUpMs ?? 24 * 60 * 60_000,
    pollMs: 1000,
  });
  return {
    worker,
    async stop() {
      await worker.stop();
      await mailer.close();
    },
  };
}

/** Runs `work` with a worker of the app (its own transport and catcher), stopped after. */
async function withAppWorker(work: (worker: JobWorker) => Promise<void>) {
  const worker = await t.startWorker();
  try {
    await work(worker);
  } finally {
    await worker.stop();
  }
}

describe('the mail queue', () => {
  it('when the transaction that queued a mail rolls back, then no job is left and nothing is sent', async () => {
    const to = 'rolled-back@example.com';
    await expect(
      t.db.transaction(async (tx) => {
        await enqueueMail(tx as unknown as Db, mailTo(to, 'Never'));
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    expect(await jobsTo(to)).toEqual([]);

    // a mail queued after it goes out; by then the worker has looked at everything due
    const since = t.mail.messages()[0]?.id ?? 0;
    await enqueueMail(t.db, mailTo('after-rollback@example.com', 'Marker'));
    await withAppWorker(async () => {
      await t.mail.waitFor('after-rollback@example.com', { since, timeoutMs: 30_000 });
    });
    expect(caughtBy(t.mail, to)).toEqual([]);
  });

  it('when the process died between the commit and the send, then a new worker sends the mail once', async () => {
    const to = t.config.contactTeamEmail;
    // a real flow commits its mail while no worker runs (this app was started without one)
    let request = t.http.post('/api/contactUs').set('x-api-key', TEST_API_KEY);
    const fields = { name: 'Ada', email: 'ada@example.com', role: 'other', subject: 'Before the crash' };
    for (const [key, value] of Object.entries({ ...fields, message: 'Hello.', contact_me: 'true' }))
      request = request.field(key, value);
    expect((await request).status).toBe(200);
    expect(await jobsTo(to)).toMatchObject([{ attempts: 0, done: false }]);
    expect(caughtBy(t.mail, to)).toEqual([]);

    await withAppWorker(async () => {
      const mail = await t.mail.waitFor(to, { timeoutMs: 30_000 });
      expect(mail.subject).toBe('Contact form: Before the crash');
      await waitUntil(async () => (await jobsTo(to))[0]?.done, 'the job to be done');
    });
    expect(caughtBy(t.mail, to)).toHaveLength(1);
    expect(await jobsTo(to)).toMatchObject([{ attempts: 1, done: true }]);
  });

  it('when the same idempotency key is queued twice, then one mail goes, with the key as its Message-ID', async () => {
    const to = 'once@example.com';
    await enqueueMail(t.db, mailTo(to, 'First'), 'same-key');
    await t.db.transaction(async (tx) => enqueueMail(tx as unknown as Db, mailTo(to, 'Second'), 'same-key'));
    expect(await jobsTo(to)).toHaveLength(1);
    await withAppWorker(async () => {
      await t.mail.waitFor(to, { timeoutMs: 30_000 });
      await waitUntil(async () => (await jobsTo(to))[0]?.done, 'the job to be done');
      // queued again after it went: still the one job, nothing more is sent
      await enqueueMail(t.db, mailTo(to, 'Third'), 'same-key');
      await enqueueMail(t.db, mailTo('marker-2@example.com', 'Marker'));
      await t.mail.waitFor('marker-2@example.com', { timeoutMs: 30_000 });
    });
    const sent = caughtBy(t.mail, to);
    expect(sent.map((m) => m.subject)).toEqual(['First']);
    expect(messageIdOf('mail:same-key', t.config.mailFrom)).toMatch(/^<[0-9a-f]{32}@angelbridge\.local>$/);
  });

  it('when SMTP is down, then mails wait and retry, and once it is back each is sent exactly once', async () => {
    const smtp = await startDevCatcher();
    const port = smtp.port;
    await smtp.close();
    const to = ['down-1@example.com', 'down-2@example.com', 'down-3@example.com'];
    // two instances' workers on the same queue
    const a = await workerTo(port);
    const b = await workerTo(port);
    let back: DevCatcher | null = null;
    try {
      for (const [i, address] of to.entries()) await enqueueMail(t.db, mailTo(address, `Mail ${i + 1}`));
      // every mail was tried and failed at least twice: the first retry came, SMTP still down
      await waitUntil(
        async () =>
          (await Promise.all(to.map(jobsTo))).every(([job]) => job && job.attempts >= 2 && !job.done),
        'failed tries of every mail',
      );
      expect((await jobsTo(to[0] as string))[0]?.last_error).toBeTruthy();

      back = await startDevCatcher(() => {}, port);
      const catcher = back;
      await Promise.all(to.map((address) => catcher.waitFor(address, { timeoutMs: 30_000 })));
      await waitUntil(
        async () => (await Promise.all(to.map(jobsTo))).every(([job]) => job?.done),
        'all done',
      );
    } finally {
      await a.stop();
      await b.stop();
    }
    for (const address of to) expect(caughtBy(back, address)).toHaveLength(1);
    await back.close();
  });

  it('when a worker died holding a mail, then another sends it once its lock has run out', async () => {
    const to = 'held@example.com';
    await enqueueMail(t.db, mailTo(to, 'Held by the dead'));
    expect(await jobsTo(to)).toHaveLength(1);
    // the dead worker's claim: held for 300 ms, never finished
    const [held] = await claimJobs(t.db, [MAIL_JOB], 10, 300);
    expect(held).toBeDefined();
    await withAppWorker(async () => {
      await t.mail.waitFor(to, { timeoutMs: 30_000 });
      await waitUntil(async () => (await jobsTo(to))[0]?.done, 'the job to be done');
    });
    expect(caughtBy(t.mail, to)).toHaveLength(1);
    expect(await jobsTo(to)).toMatchObject([{ attempts: 2, done: true }]);
  });

  it('when a mail is due later, then it is not sent before its time', async () => {
    const to = 'later@example.com';
    const runAt = new Date(Date.now() + 1500);
    await enqueueJob(t.db, { kind: MAIL_JOB, key: 'mail:later', payload: mailTo(to, 'Later'), runAt });
    await withAppWorker(async () => {
      await enqueueMail(t.db, mailTo('marker-3@example.com', 'Marker'));
      await t.mail.waitFor('marker-3@example.com', { timeoutMs: 30_000 });
      if (Date.now() < runAt.getTime()) expect(caughtBy(t.mail, to)).toEqual([]);
      await t.mail.waitFor(to, { timeoutMs: 30_000 });
      expect(Date.now()).toBeGreaterThanOrEqual(runAt.getTime() - 50);
    });
    expect(caughtBy(t.mail, to)).toHaveLength(1);
  });

  it('when a burst of alert mails waits, then a mail a person waits on (the contact form) is sent before them', async () => {
    const burst = Array.from({ length: 30 }, (_, i) => `burst-${i}@example.com`);
    // queued first, so oldest-first alone would send the whole burst before the contact mail
    for (const to of burst) await enqueueMail(t.db, mailTo(to, 'Alert'), undefined, 'bulk');
    let request = t.http.post('/api/contactUs').set('x-api-key', TEST_API_KEY);
    const fields = { name: 'Ada', email: 'ada@example.com', role: 'other', subject: 'Waiting on you' };
    for (const [key, value] of Object.entries({ ...fields, message: 'Hello.', contact_me: 'true' }))
      request = request.field(key, value);
    expect((await request).status).toBe(200);
    const since = t.mail.messages()[0]?.id ?? 0;
    await withAppWorker(async () => {
      await t.mail.waitFor(burst.at(-1) as string, { since, timeoutMs: 30_000 });
    });
    // the catcher lists the newest first
    const sent = t.mail
      .messages()
      .filter((m) => m.id > since)
      .reverse();
    const isAlert = (m: CaughtMail) => m.to.some((to) => to.startsWith('burst-'));
    const firstAlert = sent.findIndex(isAlert);
    const contact = sent.findIndex((m) => m.subject === 'Contact form: Waiting on you');
    expect(sent.filter(isAlert)).toHaveLength(burst.length);
    expect(contact).toBeGreaterThanOrEqual(0);
    expect(contact).toBeLessThan(firstAlert);
  });

  it('when a mail has failed for longer than the give-up time, then it is kept, failed, and not tried again', async () => {
    const smtp = await startDevCatcher();
    const port = smtp.port;
    await smtp.close();
    const to = 'given-up@example.com';
    const dead = await workerTo(port, { giveUpMs: 0 });
    try {
      await enqueueMail(t.db, mailTo(to, 'Undeliverable'));
      await waitUntil(async () => (await jobsTo(to))[0]?.failed, 'the job to be given up');
    } finally {
      await dead.stop();
    }
    const [job] = await jobsTo(to);
    expect(job).toMatchObject({ attempts: 1, done: false, failed: true });
    expect(job?.last_error).toBeTruthy();
  });

  it('when mail waits, then the admin Queue reports its depth and the age of the oldest due mail, and /api/health does not', async () => {
    const call = adminCall(t, (await signedInAdmin(t)).token);
    const mailQueue = async () => (await call(getJobs, { state: 'due' })).body.mail_queue;
    const before = await mailQueue();
    await enqueueJob(t.db, {
      kind: MAIL_JOB,
      key: 'mail:old',
      payload: mailTo('old@example.com', 'Old'),
      runAt: new Date(Date.now() - 120_000),
    });
    // due tomorrow: not waiting yet, so neither deeper nor older
    await enqueueJob(t.db, {
      kind: MAIL_JOB,
      key: 'mail:tomorrow',
      payload: mailTo('tomorrow@example.com', 'Tomorrow'),
      runAt: new Date(Date.now() + 24 * 60 * 60_000),
    });
    const health = await t.http.get('/api/health');
    expect(health.status).toBe(200);
    expect(Object.keys(health.body).sort()).toEqual(['database', 'message', 'success']);
    const waiting = await mailQueue();
    expect(waiting.depth).toBe(before.depth + 1);
    expect(waiting.oldest_age_seconds).toBeGreaterThanOrEqual(119);

    await withAppWorker(async () => {
      await t.mail.waitFor('old@example.com', { timeoutMs: 30_000 });
      await waitUntil(async () => (await mailQueue()).depth === 0, 'an empty queue');
    });
    expect(await mailQueue()).toEqual({ depth: 0, oldest_age_seconds: 0 });
  });
});
