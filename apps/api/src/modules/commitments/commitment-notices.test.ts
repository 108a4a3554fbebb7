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

  it('when one run tells many founders, then each keeps their own e-mail switch, and a suspended one is not told', async () => {
    const [mailed, quiet, away] = [
      await aFounderWithPitch(t, 'Mel'),
      await aFounderWithPitch(t, 'Quin'),
      await aFounderWithPitch(t, 'Avery'),
    ];
    const cy = await anInvestor(t, 'Cy');
    for (const round of [mailed, quiet, away]) await r.commit(cy, round.pitchId, 12_000);
    await t.db.execute(sql`insert into notification_preferences (user_id, kind, email)
      values (${quiet.founder.id}, 'contact_request', false)`);
    await t.db.execute(sql`update users set suspended_at = now() where id = ${away.founder.id}`);
    const [job] = await claimJobs(t.db, [ROUND_NOTICE_JOB], 1, 60_000);
    if (!job) throw new Error('no notice job was queued');
    await handler(job);
    const told = async (who: { id: string; email: string }) =>
      (
        await queryRows<{ bells: number; mails: number }>(
          t.db,
          sql`select (select count(*)::int from notifications where user_id = ${who.id}) as bells,
            (select count(*)::int from jobs where kind = 'mail' and payload->>'to' = ${who.email}) as mails`,
        )
      )[0];
    expect(await told(mailed.founder)).toEqual({ bells: 1, mails: 1 });
    expect(await told(quiet.founder)).toEqual({ bells: 1, mails: 0 });
    expect(await told(away.founder)).toEqual({ bells: 0, mails: 0 });
  });
});
