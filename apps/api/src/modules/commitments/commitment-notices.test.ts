import { commitmentTexts as ct, getNotifications } from '@angelbridge/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client.js';
import type { JobHandler } from '../../jobs/index.js';
import { claimJobs } from '../../jobs/jobs.queries.js';
import { aFounderWithPitch, roundCalls } from '../../test/commitments.js';
import { startTestApp } from '../../test/harness.js';
import { anInvestor } from '../../test/pitches.js';
import { ROUND_NOTICE_JOB } from './commitment-notices.js';

// The founder's notice of a commit is a job: written by the worker, once, however often the job runs.
// No worker runs here: the test runs the job itself.
const t = await startTestApp({}, { mailWorker: false });
afterAll(() => t.close());
const r = roundCalls(t);
const handler = (t.app.locals.jobHandlers as Record<string, JobHandler>)[ROUND_NOTICE_JOB] as JobHandler;

const bellOf = async (who: { token: string }) =>
  (await t.call(getNotifications, {}, { token: who.token })).body.notifications.map(
    (n: { body: string }) => n.body,
  );

describe("the founder's notice of a commit", () => {
  it('when its job runs twice at once (a worker that lost its lock and the next), then the founder is told once, by bell and by mail', async () => {
    const { founder, pitchId, pitchName } = await aFounderWithPitch(t, 'Noa');
    const ivy = await anInvestor(t, 'Ivy');
    expect((await r.commit(ivy, pitchId, 25_000)).status).toBe(200);
    // the investor's answer came before the founder was told
    const bell = () => bellOf(founder);
    expect(await bell()).toEqual([]);
    const [job] = await claimJobs(t.db, [ROUND_NOTICE_JOB], 1, 60_000);
    if (!job) throw new Error('no notice job was queued');
    await Promise.all([handler(job), handler(job)]);
    await handler(job);
    expect(await bell()).toEqual([ct.noticeNew('Ivy Investor', 25_000, pitchName)]);
    const mails = await queryRows<{ n: number }>(
      t.db,
      sql`select count(*)::int as n from jobs where kind = 'mail' and payload->>'to' = ${founder.email}`,
    );
    expect(mails[0]?.n).toBe(1);
  });

  it('when a burst of commits waits, then one run tells every founder of every commit then due, in order', async () => {
    const [one, two] = [await aFounderWithPitch(t, 'Uma'), await aFounderWithPitch(t, 'Vic')];
    const [ada, bo] = [await anInvestor(t, 'Ada'), await anInvestor(t, 'Bo')];
    await r.commit(ada, one.pitchId, 10_000);
    await r.commit(bo, one.pitchId, 20_000);
    await r.commit(ada, two.pitchId, 30_000);
    await r.commit(ada, one.pitchId, 15_000);
    const [job] = await claimJobs(t.db, [ROUND_NOTICE_JOB], 1, 60_000);
    if (!job) throw new Error('no notice job was queued');
    await handler(job);
    // newest first
    expect(await bellOf(one.founder)).toEqual([
      ct.noticeAmended('Ada Investor', 15_000, one.pitchName),
      ct.noticeNew('Bo Investor', 20_000, one.pitchName),
      ct.noticeNew('Ada Investor', 10_000, one.pitchName),
    ]);
    expect(await bellOf(two.founder)).toEqual([ct.noticeNew('Ada Investor', 30_000, two.pitchName)]);
    const waiting = await queryRows<{ n: number }>(
      t.db,
      sql`select count(*)::int as n from jobs where kind = ${ROUND_NOTICE_JOB} and done_at is null`,
    );
    expect(waiting[0]?.n).toBe(0);
  });
});
