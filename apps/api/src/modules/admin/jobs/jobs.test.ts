import { adminJobTexts, getJobs, runJobNow } from '@angelbridge/contracts';
import { sql } from 'drizzle-orm';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../../db/client.js';
import { enqueueJob, startJobWorker } from '../../../jobs/index.js';
import { claimJobs } from '../../../jobs/jobs.queries.js';
import { startDevCatcher } from '../../../mail/dev-catcher.js';
import { MAIL_JOB, mailJobHandler } from '../../../mail/mail-queue.js';
import { createMailer } from '../../../mail/mailer.js';
import { adminCall, signedInAdmin } from '../../../test/admin.js';
import { startTestApp, type TestApp } from '../../../test/harness.js';
import { anInvestor } from '../../../test/pitches.js';
import { waitUntil } from '../../../test/wait.js';

// The Queue section: the jobs table by state, never a job's payload or key, and "run now". This app has
// no worker of its own, so queued jobs wait; each test starts the worker it means.
let t: TestApp;
let call: ReturnType<typeof adminCall>;
let adminId: string;
beforeAll(async () => {
  t = await startTestApp({}, { mailWorker: false });
  const admin = await signedInAdmin(t);
  call = adminCall(t, admin.token);
  adminId = admin.userId;
});
afterAll(() => t.close());

const DAY = 24 * 60 * 60_000;
let serial = 0;

/** A sign-in code mail in the queue (due now, or scheduled `inMs` ahead); its id and what it holds. */
async function aCodeMail(inMs = 0) {
  serial += 1;
  const code = String(700_000 + serial * 1_117).slice(0, 6);
  const to = `queue.${serial}.${Date.now().toString(36)}@example.test`;
  const key = `mail:secret-key-${serial}-${code}`;
  const text = `Your sign-in code is ${code}.`;
  await enqueueJob(t.db, {
    kind: MAIL_JOB,
    key,
    payload: { to, subject: 'Your code', text, html: `<p>${text}</p>` },
    runAt: inMs ? new Date(Date.now() + inMs) : undefined,
  });
  const [row] = await queryRows<{ id: string }>(
    t.db,
    sql`select id::text as id from jobs where key = ${key}`,
  );
  if (!row) throw new Error('job not queued');
  return { id: row.id, code, to, key };
}

const jobRow = async (id: string) =>
  (
    await queryRows<{ done: boolean; failed: boolean; attempts: number }>(
      t.db,
      sql`select done_at is not null as done, failed_at is not null as failed, attempts from jobs where id = ${id}`,
    )
  )[0];

const ids = (body: { jobs: { _id: string }[] }) => body.jobs.map((job) => job._id);

/** Runs `work` with a worker of the app (its transport and catcher), stopped after. */
async function withWorker(work: () => Promise<void>) {
  const worker = await t.startWorker();
  try {
    await work();
  } finally {
    await worker.stop();
  }
}

describe('the Queue section', () => {
  it('when a guest or a user asks, then it is refused (401, 403)', async () => {
    const investor = await anInvestor(t);
    expect((await t.call(getJobs, { state: 'due' })).status).toBe(401);
    expect((await t.call(getJobs, { state: 'due' }, { token: investor.token })).status).toBe(403);
    const job = await aCodeMail(DAY);
    expect((await t.call(runJobNow, { job_id: job.id }, { token: investor.token })).status).toBe(403);
    expect((await jobRow(job.id))?.attempts).toBe(0);
  });

  it('when jobs wait, then each is listed under its state, with the counts and the kinds', async () => {
    const due = await aCodeMail();
    const later = await aCodeMail(DAY);
    const sooner = await aCodeMail(DAY / 2);

    const scheduled = await call(getJobs, { state: 'scheduled' });
    expect(scheduled.status, JSON.stringify(scheduled.body)).toBe(200);
    // soonest first
    expect(ids(scheduled.body).filter((id) => [later.id, sooner.id].includes(id))).toEqual([
      sooner.id,
      later.id,
    ]);
    expect(ids(scheduled.body)).not.toContain(due.id);
    expect(scheduled.body.jobs.find((job: { _id: string }) => job._id === later.id)).toMatchObject({
      kind: MAIL_JOB,
      state: 'scheduled',
      attempts: 0,
      last_error: null,
      done_at: null,
    });

    const dueList = await call(getJobs, { state: 'due', kind: MAIL_JOB });
    expect(ids(dueList.body)).toContain(due.id);
    expect(ids(dueList.body)).not.toContain(later.id);
    expect(dueList.body.counts.scheduled).toBeGreaterThanOrEqual(2);
    expect(dueList.body.counts.due).toBe(dueList.body.total);
    expect(dueList.body.kinds).toContain(MAIL_JOB);
    expect(dueList.body.page_size).toBe(50);

    const otherKind = await call(getJobs, { state: 'scheduled', kind: 'no_such_kind' });
    expect(otherKind.body).toMatchObject({ jobs: [], total: 0, counts: { failed: 0, scheduled: 0, due: 0 } });
  });

  it('when a job holds a sign-in code, then neither its payload nor its key reaches the answer', async () => {
    const job = await aCodeMail(DAY);
    const res = await call(getJobs, { state: 'scheduled' });
    expect(ids(res.body)).toContain(job.id);
    const text = JSON.stringify(res.body);
    for (const secret of [job.code, job.key, job.to, 'Your sign-in code', '"payload"', '"key"']) {
      expect(text).not.toContain(secret);
    }
    const ran = await call(runJobNow, { job_id: job.id });
    expect(ran.status, JSON.stringify(ran.body)).toBe(200);
    expect(JSON.stringify(ran.body)).not.toContain(job.code);
  });

  it('when the input is wrong, then 400 names the field; an unknown job is 404', async () => {
    const badState = await call(getJobs, { state: 'everything' });
    expect(badState.status).toBe(400);
    expect(badState.body.errors).toHaveProperty('state');
    const badPage = await call(getJobs, { state: 'due', page: 0 });
    expect(badPage.status).toBe(400);
    expect(badPage.body.errors).toHaveProperty('page');
    for (const job_id of ['', 'abc', '-1', '1; drop table jobs', 'f'.repeat(40)]) {
      const res = await call(runJobNow, { job_id });
      expect(res.status, job_id).toBe(400);
      expect(res.body.errors).toHaveProperty('job_id');
    }
    const missing = await call(runJobNow, { job_id: '999999999' });
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe(adminJobTexts.notFound);
  });

  it('when a scheduled job is run now, then a worker runs it, the action is audited, and again is 409', async () => {
    const job = await aCodeMail(DAY);
    await withWorker(async () => {
      const res = await call(runJobNow, { job_id: job.id });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      expect(res.body.job).toMatchObject({ _id: job.id, state: 'due', attempts: 0 });
      expect(new Date(res.body.job.run_at).getTime()).toBeLessThanOrEqual(Date.now());
      // the NOTIFY at commit wakes the worker: the mail goes out long before its day
      const mail = await t.mail.waitFor(job.to, { timeoutMs: 30_000 });
      expect(mail.subject).toBe('Your code');
      await waitUntil(async () => (await jobRow(job.id))?.done, 'the job to be done');
    });

    const [audit] = await queryRows<{
      admin_id: string;
      target_type: string;
      before: unknown;
      after: unknown;
    }>(
      t.db,
      sql`select admin_id, target_type, before, after from admin_audit_log
          where action = 'runJobNow' and target_id = ${job.id}`,
    );
    expect(audit).toMatchObject({
      admin_id: adminId,
      target_type: 'job',
      before: { state: 'scheduled', attempts: 0 },
      after: { state: 'due', attempts: 0 },
    });
    expect(JSON.stringify(audit)).not.toContain(job.code);

    const again = await call(runJobNow, { job_id: job.id });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(adminJobTexts.done);
    const scheduled = await call(getJobs, { state: 'scheduled' });
    expect(ids(scheduled.body)).not.toContain(job.id);
  });

  it('when a worker holds the job right now, then run now is 409 and its lock is left alone', async () => {
    await enqueueJob(t.db, { kind: 'held_for_test', key: `held:${Date.now()}`, payload: { secret: 'x' } });
    const [claimed] = await claimJobs(t.db, ['held_for_test'], 1, 60_000);
    if (!claimed) throw new Error('nothing claimed');
    const res = await call(runJobNow, { job_id: String(claimed.id) });
    expect(res.status).toBe(409);
    expect(res.body.message).toBe(adminJobTexts.running);
    const [row] = await queryRows<{ held: boolean }>(
      t.db,
      sql`select locked_until > now() as held from jobs where id = ${claimed.id}`,
    );
    expect(row?.held).toBe(true);
  });

  it('when a failed job is run now, then it is retried with its attempts kept, and sent', async () => {
    // a worker whose SMTP server is gone gives the mail up at its first failure
    const smtp = await startDevCatcher();
    await smtp.close();
    const silent = pino({ level: 'silent' });
    const deadMailer = await createMailer(
      { smtpUrl: `smtp://127.0.0.1:${smtp.port}`, mailFrom: t.config.mailFrom },
      silent,
    );
    const dead = await startJobWorker({
      db: t.db,
      changes: t.changes,
      logger: silent,
      handlers: { [MAIL_JOB]: mailJobHandler(deadMailer, t.storage, t.config.mailFrom, t.db) },
      retryFirstMs: 20,
      retryMaxMs: 200,
      giveUpMs: 0,
      pollMs: 1000,
    });
    const job = await aCodeMail();
    try {
      await waitUntil(async () => (await jobRow(job.id))?.failed, 'the job to be given up');
    } finally {
      await dead.stop();
      await deadMailer.close();
    }

    const failed = await call(getJobs, { state: 'failed' });
    const listed = failed.body.jobs.find((entry: { _id: string }) => entry._id === job.id);
    expect(listed).toMatchObject({ state: 'failed', attempts: 1, last_error: expect.any(String) });
    expect(listed.last_error.length).toBeLessThanOrEqual(500);
    expect(failed.body.counts.failed).toBeGreaterThanOrEqual(1);

    await withWorker(async () => {
      const res = await call(runJobNow, { job_id: job.id });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      expect(res.body.job).toMatchObject({ state: 'due', attempts: 1 });
      await t.mail.waitFor(job.to, { timeoutMs: 30_000 });
      await waitUntil(async () => (await jobRow(job.id))?.done, 'the retried job to be done');
    });
    expect(await jobRow(job.id)).toMatchObject({ done: true, failed: false, attempts: 2 });
    const after = await call(getJobs, { state: 'failed' });
    expect(ids(after.body)).not.toContain(job.id);
  });
});
