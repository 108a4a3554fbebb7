import { getJobs, getNotifications, runJobNow } from '@angelbridge/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client.js';
import type { ClaimedJob, JobHandler } from '../../jobs/index.js';
import { settleMail } from '../../test/accounts.js';
import { adminCall, signedInAdmin } from '../../test/admin.js';
import { aClosedRound, anAgreement } from '../../test/completed-agreements.js';
import { startTestApp, type TestApp } from '../../test/harness.js';
import { anInvestor, type Person } from '../../test/pitches.js';
import { anUpdateScene, aPublishedUpdate, type UpdateScene, updateCalls } from '../../test/updates.js';
import { waitUntil } from '../../test/wait.js';
import { UPDATE_REMINDERS_JOB } from './index.js';

// The reminder (issue 34): a founder whose funded investors have heard nothing for 35 days is reminded
// once, by the bell and by e-mail, through the daily job; not again until after their next update.
let t: TestApp;
let s: UpdateScene;
let admin: ReturnType<typeof adminCall>;

beforeAll(async () => {
  // the app's worker queued the daily run when it started, as every instance's does
  t = await startTestApp();
  admin = adminCall(t, (await signedInAdmin(t)).token);
  s = await anUpdateScene(t);
});
afterAll(() => t.close());

/** The founder's quiet spell began `days` ago: the money arrived then. */
const fundedDaysAgo = (pitchId: string, days: number) =>
  t.db.execute(
    sql`update commitments set funded_at = now() - ${days} * interval '1 day'
        where pitch_id = ${pitchId} and status = 'funded'`,
  );

/** The next scheduled daily run, run now through the admin console, and waited for with its mail. */
async function runDailyJob() {
  const listed = await admin(getJobs, { state: 'scheduled', kind: UPDATE_REMINDERS_JOB });
  const [job] = listed.body.jobs as { _id: string }[];
  if (!job) throw new Error('no daily run is scheduled');
  expect((await admin(runJobNow, { job_id: job._id })).status).toBe(200);
  await waitUntil(async () => {
    const [row] = await queryRows<{ done: boolean }>(
      t.db,
      sql`select done_at is not null as done from jobs where id = ${job._id}`,
    );
    return row?.done;
  }, 'the daily run to be done');
  await settleMail(t);
}

const remindersOf = async (who: Person) => {
  const bell = (await t.call(getNotifications, {}, { token: who.token })).body.notifications.filter(
    (n: { kind: string }) => n.kind === 'update_reminder',
  );
  const mails = t.mail
    .messages()
    .filter((m) => m.to.includes(who.email.toLowerCase()) && m.subject === 'Time for an investor update');
  return { bell: bell.length, mails: mails.length, link: bell[0]?.link as string | undefined };
};

describe('the reminder to write an update', () => {
  it('when funded investors have heard nothing for 35 days, then the founder is reminded once, however often the job runs', async () => {
    await fundedDaysAgo(s.pitchId, 34);
    await runDailyJob();
    expect(await remindersOf(s.founder)).toMatchObject({ bell: 0, mails: 0 });
    await fundedDaysAgo(s.pitchId, 36);
    await runDailyJob();
    expect(await remindersOf(s.founder)).toEqual({
      bell: 1,
      mails: 1,
      link: `/pitchlist/${s.pitchId}/updates/new`,
    });
    await runDailyJob();
    expect(await remindersOf(s.founder)).toMatchObject({ bell: 1, mails: 1 });
  });

  it('when the founder publishes, then no reminder comes until 35 days after that update, and then one', async () => {
    const id = await aPublishedUpdate(t, s.founder, s.pitchId);
    await runDailyJob();
    expect(await remindersOf(s.founder)).toMatchObject({ bell: 1, mails: 1 });
    await t.db.execute(
      sql`update investor_updates set published_at = now() - interval '36 days' where id = ${id}`,
    );
    await runDailyJob();
    expect(await remindersOf(s.founder)).toMatchObject({ bell: 2, mails: 2 });
    await runDailyJob();
    expect(await remindersOf(s.founder)).toMatchObject({ bell: 2, mails: 2 });
  });

  it('when investors signed but no money arrived, then nobody is reminded', async () => {
    const ivo = await anInvestor(t, 'Ivo');
    const round = await aClosedRound(t, [ivo]);
    const [commitment] = round.commitments;
    if (!commitment) throw new Error('no commitment');
    await anAgreement(t, commitment, { completedAt: '2025-01-01T10:00:00.000Z' });
    await runDailyJob();
    expect(await remindersOf(round.founder)).toMatchObject({ bell: 0, mails: 0 });
  });
});

describe('the daily run on two instances', () => {
  it('when two instances run it at once, then each quiet founder is told once, by the bell only when e-mails are off', async () => {
    const other = await anUpdateScene(t);
    await fundedDaysAgo(other.pitchId, 50);
    expect((await updateCalls(t).emailSwitch(other.founder, false)).status).toBe(200);
    const listed = await admin(getJobs, { state: 'scheduled', kind: UPDATE_REMINDERS_JOB });
    const [scheduled] = listed.body.jobs as { _id: string; kind: string }[];
    if (!scheduled) throw new Error('no daily run is scheduled');
    const [row] = await queryRows<ClaimedJob>(
      t.db,
      sql`select id::int as id, kind, key, payload, attempts from jobs where id = ${scheduled._id}`,
    );
    const run = (t.app.locals.jobHandlers as Record<string, JobHandler>)[UPDATE_REMINDERS_JOB];
    if (!row || !run) throw new Error('no job or no handler');
    await Promise.all([run(row), run(row)]);
    await settleMail(t);
    expect(await remindersOf(other.founder)).toMatchObject({ bell: 1, mails: 0 });
    const [recorded] = await queryRows<{ n: number }>(
      t.db,
      sql`select count(*)::int as n from update_reminders where pitch_id = ${other.pitchId}`,
    );
    expect(recorded?.n).toBe(1);
  });
});
