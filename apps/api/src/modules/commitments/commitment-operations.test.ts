import {
  adminGetPitches,
  adminGetUserById,
  commitmentTexts as ct,
  deleteMyAccount,
  downloadMyData,
  getAuditLog,
  getInvestmentPageDataById,
  getNotifications,
} from '@angelbridge/contracts';
import bcrypt from 'bcrypt';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client.js';
import { PASSWORD } from '../../test/accounts.js';
import { adminCall, signedInAdmin } from '../../test/admin.js';
import { aFounderWithPitch, dayFromToday, roundCalls } from '../../test/commitments.js';
import { startTestApp } from '../../test/harness.js';
import { anInvestor, type Person } from '../../test/pitches.js';
import { waitUntil } from '../../test/wait.js';

// The lapse job, the public progress, the audit log, the admin console, "Download my data" and "Delete my account".
const t = await startTestApp();
afterAll(() => t.close());
const r = roundCalls(t);

const statusOf = async (id: string) =>
  (await queryRows<{ status: string }>(t.db, sql`select status from commitments where id = ${id}`))[0]
    ?.status;
const bell = async (who: Person) =>
  (await t.call(getNotifications, {}, { token: who.token })).body.notifications.map(
    (n: { body: string }) => n.body,
  );

describe('the lapse job', () => {
  it('when until passes with conditions unmet, then the commitment lapses once and both sides are told; met ones stand', async () => {
    const { founder, pitchId, pitchName } = await aFounderWithPitch(t, 'Lu');
    const [lou, may] = [await anInvestor(t, 'Lou'), await anInvestor(t, 'May')];
    const conditions = { requires_lead: true, until: dayFromToday(1) };
    const unmet = (await r.commit(lou, pitchId, 10_000, { conditions })).body.commitment;
    const met = (await r.commit(may, pitchId, 10_000, { conditions: { until: dayFromToday(1) } })).body
      .commitment;
    const jobs = await queryRows<{ key: string; run_at: Date }>(
      t.db,
      sql`select key, run_at from jobs where kind = 'commitment-lapse' and payload->>'commitment_id' in (${unmet._id}, ${met._id})`,
    );
    expect(jobs.map((j) => new Date(j.run_at).toISOString().slice(0, 10))).toEqual([
      dayFromToday(2),
      dayFromToday(2),
    ]);
    // the day passes: the stored date moves back, and the jobs come due
    await t.db.execute(
      sql`update commitments set until = ${dayFromToday(-1)}::date where id in (${unmet._id}, ${met._id})`,
    );
    await t.db.execute(sql`update jobs set run_at = now(), due_at = now() where kind = 'commitment-lapse'`);
    await t.db.execute(sql`select pg_notify('jobs', 'commitment-lapse')`);
    await waitUntil(async () => (await statusOf(unmet._id)) === 'lapsed', 'the commitment to lapse');
    await waitUntil(
      async () =>
        (await queryRows(t.db, sql`select 1 from jobs where kind = 'commitment-lapse' and done_at is null`))
          .length === 0,
      'the lapse jobs to finish',
    );
    expect(await statusOf(met._id)).toBe('indicated');
    expect(await bell(lou)).toContain(ct.noticeLapsedInvestor(pitchName, dayFromToday(-1)));
    expect(await bell(founder)).toContain(ct.noticeLapsedFounder('Lou Investor', pitchName));
    const history = await queryRows<{ event: string }>(
      t.db,
      sql`select event from commitment_history where commitment_id = ${unmet._id} order by id`,
    );
    expect(history.map((h) => h.event)).toEqual(['created', 'lapsed']);
    const mine = (await r.round(may, pitchId)).body.my_commitment;
    expect(mine.condition_status).toEqual([
      { name: 'until', met: true, detail: ct.untilPassedMet(dayFromToday(-1)) },
    ]);
  });
});

describe('round progress in public', () => {
  it('when progress is shown, the pitch page carries it; hidden, nothing of the round is there', async () => {
    const { founder, pitchId } = await aFounderWithPitch(t, 'Pam');
    const pia = await anInvestor(t, 'Pia');
    const made = (await r.commit(pia, pitchId, 50_000)).body.commitment;
    await r.decide(founder, made._id, 'accept');
    const page = async () =>
      (await t.call(getInvestmentPageDataById, { investment_id: pitchId })).body.investment_data;
    expect(await page()).not.toHaveProperty('round_progress');
    expect((await r.round(pia, pitchId)).body.round_progress).toBeNull();
    expect((await r.show(founder, pitchId, true)).body.round.show_progress).toBe(true);
    expect((await page()).round_progress).toEqual({
      accepted_total: 50_000,
      investors: 1,
      target: 250_000,
      percent: 20,
      lead_name: null,
    });
    await r.decide(founder, made._id, 'decline');
    expect((await page()).round_progress).toMatchObject({ accepted_total: 0, investors: 0 });
    await r.show(founder, pitchId, false);
    expect(await page()).not.toHaveProperty('round_progress');
  });
});

describe('operations', () => {
  it('when an admin looks, then commitments are on the user and pitch pages and every change is in the audit log', async () => {
    const { founder, pitchId } = await aFounderWithPitch(t, 'Ada');
    const ola = await anInvestor(t, 'Ola');
    const made = (await r.commit(ola, pitchId, 15_000)).body.commitment;
    await r.decide(founder, made._id, 'accept', 'Welcome aboard');
    const admin = adminCall(t, (await signedInAdmin(t)).token);
    const user = (await admin(adminGetUserById, { user_id: ola.id })).body;
    expect(user.commitments).toEqual([
      expect.objectContaining({ _id: made._id, amount: 15_000, status: 'accepted' }),
    ]);
    const pitches = (await admin(adminGetPitches, { q: '' })).body.pitches as {
      _id: string;
      round?: unknown;
    }[];
    expect(pitches.find((p) => p._id === pitchId)?.round).toMatchObject({
      state: 'open',
      commitments: 1,
      accepted_total: 15_000,
    });
    const audit = (await admin(getAuditLog, {})).body;
    const actions = JSON.stringify(audit);
    expect(actions).toContain('commitToPitch');
    expect(actions).toContain('acceptCommitment');
  });

  it('when a commit is audited, then its row carries the request id its answer sent back', async () => {
    const { pitchId } = await aFounderWithPitch(t, 'Rid');
    const res = await r.commit(await anInvestor(t, 'Rio'), pitchId, 11_000);
    const sentBack = res.headers['x-request-id'];
    expect(sentBack).toMatch(/^[\w-]{8,}$/);
    const rows = await queryRows<{ request_id: string }>(
      t.db,
      sql`select request_id from admin_audit_log where action = 'commitToPitch' and target_id = ${res.body.commitment._id}`,
    );
    expect(rows).toEqual([{ request_id: sentBack }]);
  });

  it('when an investor downloads their data, then their commitments and offers to lead are in it', async () => {
    const { pitchId } = await aFounderWithPitch(t, 'Dan');
    const dee = await anInvestor(t, 'Dee');
    await r.commit(dee, pitchId, 12_000, { note: 'Mine.' });
    await r.offer(dee, pitchId, 'My memo.', 'None');
    const data = (await t.call(downloadMyData, {}, { token: dee.token })).body.data;
    expect(data.commitments).toEqual([
      expect.objectContaining({ amount: 12_000, note: 'Mine.', status: 'indicated' }),
    ]);
    expect(data.lead_offers).toEqual([
      expect.objectContaining({ pitch_id: pitchId, memo: 'My memo.', conflicts: 'None' }),
    ]);
  });

  it('when an investor deletes their account, then their live commitments are withdrawn, the lead goes and the founder is told', async () => {
    const { founder, pitchId, pitchName } = await aFounderWithPitch(t, 'Del');
    const gone = await anInvestor(t, 'Gone');
    const made = (await r.commit(gone, pitchId, 20_000)).body.commitment;
    await r.offer(gone, pitchId);
    await r.confirm(founder, pitchId, gone.id);
    await t.db.execute(
      sql`update users set password_hash = ${await bcrypt.hash(PASSWORD, 4)} where id = ${gone.id}`,
    );
    expect((await t.call(deleteMyAccount, { password: PASSWORD }, { token: gone.token })).status).toBe(200);
    expect(await statusOf(made._id)).toBe('withdrawn');
    const board = (await r.board(founder, pitchId)).body;
    expect([board.lead, board.lead_offers, board.totals.investors]).toEqual([null, [], 0]);
    expect(await bell(founder)).toContain(ct.noticeAccountDeleted(pitchName));
  });

  it('when a founder deletes their pitch, then its round, commitments and offers go with it', async () => {
    const { pitchId } = await aFounderWithPitch(t, 'Pit');
    const kit = await anInvestor(t, 'Kit');
    await r.commit(kit, pitchId, 10_000);
    await r.offer(kit, pitchId);
    await t.db.execute(sql`delete from pitches where id = ${pitchId}`);
    const [left] = await queryRows<{ n: number }>(
      t.db,
      sql`select (select count(*) from commitments where pitch_id = ${pitchId}) + (select count(*) from lead_offers where pitch_id = ${pitchId})
          + (select count(*) from pitch_rounds where pitch_id = ${pitchId}) as n`,
    );
    expect(Number(left?.n)).toBe(0);
  });
});
