import { commitmentTexts as ct } from '@angelbridge/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client.js';
import { aFounderWithPitch, dayFromToday, roundCalls } from '../../test/commitments.js';
import { startTestApp } from '../../test/harness.js';
import { aDraftPitch, anInvestor } from '../../test/pitches.js';

// Every refusal is a 4xx naming its field, and nothing is written: no commitment, history or audit row.
const t = await startTestApp();
afterAll(() => t.close());
const r = roundCalls(t);

const { founder, pitchId } = await aFounderWithPitch(t, 'Bea');
const ivan = await anInvestor(t, 'Ivan');
const range = ct.amountRange(5_000, 250_000);

const written = async () => {
  const [row] = await queryRows<{ c: number; h: number; a: number; o: number }>(
    t.db,
    sql`select (select count(*)::int from commitments) as c, (select count(*)::int from commitment_history) as h,
          (select count(*)::int from admin_audit_log) as a, (select count(*)::int from lead_offers) as o`,
  );
  return row;
};

async function refused(call: () => Promise<{ status: number; body: { errors?: Record<string, string>; message: string } }>) {
  const before = await written();
  const res = await call();
  expect(await written()).toEqual(before);
  return res;
}

describe('/commitToPitch refuses', () => {
  it.each([
    ['below the minimum', 4_999, range],
    ['above the target', 250_001, range],
    ['negative', -5_000, ct.amountInvalid],
    ['fractional', 10_000.5, ct.amountInvalid],
    ['a string', 'ten thousand', ct.amountInvalid],
    ['10^15', 10 ** 15, ct.amountInvalid],
  ])('an amount %s, naming amount', async (_what, amount, message) => {
    const res = await refused(() => r.commit(ivan, pitchId, amount));
    expect([res.status, res.body.errors]).toEqual([400, { amount: message }]);
  });

  it('an until in the past or today, naming conditions.until', async () => {
    for (const until of [dayFromToday(-1), dayFromToday(0)]) {
      const res = await refused(() => r.commit(ivan, pitchId, 10_000, { conditions: { until } }));
      expect([res.status, res.body.errors]).toEqual([400, { 'conditions.until': ct.untilPast }]);
    }
  });

  it('a note over 1,000 characters, naming note', async () => {
    const res = await refused(() => r.commit(ivan, pitchId, 10_000, { note: 'x'.repeat(1001) }));
    expect([res.status, res.body.errors]).toEqual([400, { note: ct.noteTooLong }]);
  });

  it('a hidden pitch, a draft or an unknown one: 404 naming pitch_id', async () => {
    const { founder: other, pitchId: hidden } = await aFounderWithPitch(t, 'Hid');
    await t.db.execute(sql`update pitches set is_hidden = true where id = ${hidden}`);
    const draft = await aDraftPitch(t, other);
    for (const id of [hidden, draft, '00000000-0000-4000-8000-000000000000']) {
      const res = await refused(() => r.commit(ivan, id, 10_000));
      expect([res.status, res.body.errors]).toEqual([404, { pitch_id: ct.pitchNotFound }]);
    }
  });

  it('an investor whose profile is not complete: 403', async () => {
    const half = await anInvestor(t, 'Half');
    await t.db.execute(sql`update users set is_profile_complete = false where id = ${half.id}`);
    const res = await refused(() => r.commit(half, pitchId, 10_000));
    expect([res.status, res.body.message]).toEqual([403, ct.profileIncomplete]);
  });

  it('an entrepreneur committing, even to their own pitch: 403', async () => {
    const res = await refused(() => r.commit(founder, pitchId, 10_000));
    expect(res.status).toBe(403);
  });
});

describe('the founder side refuses', () => {
  it('a stranger deciding: 404 naming commitment_id; an unknown decision: 400 naming decision', async () => {
    const made = (await r.commit(ivan, pitchId, 10_000)).body.commitment;
    const { founder: stranger } = await aFounderWithPitch(t, 'Stan');
    const res = await refused(() => r.decide(stranger, made._id, 'accept'));
    expect([res.status, res.body.errors]).toEqual([404, { commitment_id: ct.commitmentNotFound }]);
    const bad = await refused(() => r.decide(founder, made._id, 'maybe'));
    expect([bad.status, bad.body.errors]).toEqual([400, { decision: ct.decisionInvalid }]);
    const long = await refused(() => r.decide(founder, made._id, 'decline', 'x'.repeat(1001)));
    expect([long.status, long.body.errors]).toEqual([400, { reason: ct.reasonTooLong }]);
  });

  it('a lead who never offered: 400 naming investor_id', async () => {
    const quiet = await anInvestor(t, 'Quiet');
    await r.commit(quiet, pitchId, 10_000);
    const res = await refused(() => r.confirm(founder, pitchId, quiet.id));
    expect([res.status, res.body.errors]).toEqual([400, { investor_id: ct.noLeadOffer }]);
  });

  it('an offer to lead without a live commitment: 403 naming pitch_id; a memo over 5,000: 400 naming memo', async () => {
    const none = await anInvestor(t, 'None');
    const res = await refused(() => r.offer(none, pitchId));
    expect([res.status, res.body.errors]).toEqual([403, { pitch_id: ct.noLiveCommitment }]);
    const long = await refused(() => r.offer(ivan, pitchId, 'x'.repeat(5001)));
    expect([long.status, long.body.errors]).toEqual([400, { memo: ct.memoTooLong }]);
  });

  it('show_progress that is not a boolean: 400 naming show_progress', async () => {
    const res = await refused(() => r.show(founder, pitchId, 'sometimes' as unknown as boolean));
    expect([res.status, res.body.errors]).toEqual([400, { show_progress: ct.showProgressInvalid }]);
  });

  it('withdrawing twice: 409 the second time', async () => {
    const wes = await anInvestor(t, 'Wes');
    const made = (await r.commit(wes, pitchId, 10_000)).body.commitment;
    expect((await r.withdraw(wes, made._id)).body.commitment.status).toBe('withdrawn');
    const again = await refused(() => r.withdraw(wes, made._id));
    expect([again.status, again.body.message]).toEqual([409, ct.commitmentEnded]);
    // withdrawn, the investor may commit afresh: a new commitment
    const fresh = (await r.commit(wes, pitchId, 10_000)).body.commitment;
    expect(fresh._id).not.toBe(made._id);
  });
});
