import {
  commitmentTexts as ct,
  getMyCommitments,
  getNotifications,
  reopenRound,
} from '@angelbridge/contracts';
import { afterAll, describe, expect, it } from 'vitest';
import { aFounderWithPitch, dayFromToday, roundCalls } from '../../test/commitments.js';
import { startTestApp } from '../../test/harness.js';
import { anInvestor } from '../../test/pitches.js';
import { queuedMailSent } from '../../test/wait.js';

// The round from first "I'm in" to closing: amend, decide, lead, close and reopen, and what each side hears.
const t = await startTestApp();
afterAll(() => t.close());
const r = roundCalls(t);

describe('/commitToPitch', () => {
  it('when an investor commits and then amends, then one commitment holds both steps in its history', async () => {
    const { founder, pitchId, pitchName } = await aFounderWithPitch(t);
    const ivy = await anInvestor(t, 'Ivy');
    const first = await r.commit(ivy, pitchId, 25_000, { note: 'Happy to help with sales.' });
    expect(first.status).toBe(200);
    expect(first.body.message).toBe(ct.committed);
    expect(first.body.commitment).toMatchObject({
      pitch_id: pitchId,
      investor: { _id: ivy.id, name: 'Ivy Investor' },
      amount: 25_000,
      conditions: { min_round_total: null, requires_lead: false, until: null },
      conditions_met: true,
      condition_status: [],
      status: 'indicated',
      note: 'Happy to help with sales.',
    });
    const again = await r.commit(ivy, pitchId, '30000');
    expect(again.body.message).toBe(ct.amended);
    expect(again.body.commitment._id).toBe(first.body.commitment._id);
    expect(again.body.commitment.amount).toBe(30_000);
    expect(
      again.body.commitment.history.map((h: { event: string; amount: number }) => [h.event, h.amount]),
    ).toEqual([
      ['created', 25_000],
      ['amended', 30_000],
    ]);
    // the same again changes nothing
    expect((await r.commit(ivy, pitchId, 30_000)).body.message).toBe(ct.unchanged);
    // the founder is told by the worker (a job per change): once every queued job has run
    await queuedMailSent(t.db);
    const bell = await t.call(getNotifications, {}, { token: founder.token });
    const bodies = bell.body.notifications.map((n: { body: string }) => n.body);
    expect(bodies).toEqual([
      ct.noticeAmended('Ivy Investor', 30_000, pitchName),
      ct.noticeNew('Ivy Investor', 25_000, pitchName),
    ]);
  });

  it('when an accepted commitment changes its amount, then it is indicated again and the founder must re-accept', async () => {
    const { founder, pitchId } = await aFounderWithPitch(t);
    const ian = await anInvestor(t, 'Ian');
    const made = (await r.commit(ian, pitchId, 10_000)).body.commitment;
    expect((await r.decide(founder, made._id, 'accept')).body.commitment.status).toBe('accepted');
    // a note alone keeps the decision
    const noted = await r.commit(ian, pitchId, 10_000, { note: 'Wired next week.' });
    expect(noted.body.commitment.status).toBe('accepted');
    const raised = await r.commit(ian, pitchId, 20_000, { note: 'Wired next week.' });
    expect(raised.body.message).toBe(ct.amendedBackToIndicated);
    expect(raised.body.commitment.status).toBe('indicated');
  });

  it('when conditions are set, then each is judged against the round with its explanation', async () => {
    const { founder, pitchId } = await aFounderWithPitch(t);
    const [ada, bo] = [await anInvestor(t, 'Ada'), await anInvestor(t, 'Bo')];
    const until = dayFromToday(30);
    const made = await r.commit(ada, pitchId, 25_000, {
      conditions: { min_round_total: 50_000, requires_lead: true, until },
    });
    expect(made.body.commitment.conditions_met).toBe(false);
    expect(made.body.commitment.condition_status).toEqual([
      { name: 'min_round_total', met: false, detail: 'Round at C$0 of the C$50,000 you asked for ✗' },
      { name: 'requires_lead', met: false, detail: ct.leadUnmet },
      { name: 'until', met: true, detail: `Valid until ${until} ✓` },
    ]);
    const boCommitment = (await r.commit(bo, pitchId, 60_000)).body.commitment;
    await r.decide(founder, boCommitment._id, 'accept');
    await r.offer(bo, pitchId);
    expect((await r.confirm(founder, pitchId, bo.id)).body.lead).toMatchObject({
      investor_id: bo.id,
      name: 'Bo Investor',
    });
    const mine = (await t.call(getMyCommitments, {}, { token: ada.token })).body.commitments[0];
    expect(mine).toMatchObject({
      name_of_pitch: expect.any(String),
      round_state: 'open',
      conditions_met: true,
    });
    expect(mine.condition_status).toEqual([
      { name: 'min_round_total', met: true, detail: 'Round at C$60,000 of the C$50,000 you asked for ✓' },
      { name: 'requires_lead', met: true, detail: 'Lead confirmed: Bo Investor ✓' },
      { name: 'until', met: true, detail: `Valid until ${until} ✓` },
    ]);
  });
});

describe('the round', () => {
  it('when the founder closes, then accepted commitments whose conditions are met are closing, the others told they are out', async () => {
    const { founder, pitchId } = await aFounderWithPitch(t);
    const [a, b, c] = [await anInvestor(t, 'Amy'), await anInvestor(t, 'Ben'), await anInvestor(t, 'Cat')];
    const ca = (await r.commit(a, pitchId, 25_000)).body.commitment;
    const cb = (await r.commit(b, pitchId, 25_000, { conditions: { requires_lead: true } })).body.commitment;
    await r.commit(c, pitchId, 5_000);
    await r.decide(founder, ca._id, 'accept');
    await r.decide(founder, cb._id, 'accept');
    const board = (await r.board(founder, pitchId)).body;
    expect(board.totals).toEqual({
      indicated: 5_000,
      accepted: 50_000,
      accepted_conditions_met: 25_000,
      investors: 3,
      target: 250_000,
      percent_of_target: 20,
    });
    const closed = await r.close(founder, pitchId);
    expect(closed.status).toBe(200);
    expect(closed.body).toMatchObject({ round: { state: 'closing' }, included: 1, not_included: 2 });
    const statuses = (await r.board(founder, pitchId)).body.commitments.map(
      (x: { investor: { _id: string }; status: string }) => [x.investor._id, x.status],
    );
    expect(new Map(statuses)).toEqual(
      new Map([
        [a.id, 'closing'],
        [b.id, 'accepted'],
        [c.id, 'indicated'],
      ]),
    );
    const heard = async (who: typeof a) =>
      (await t.call(getNotifications, {}, { token: who.token })).body.notifications.map(
        (n: { body: string }) => n.body,
      );
    expect((await heard(a)).some((x: string) => x.includes('your commitment is in it'))).toBe(true);
    expect((await heard(c)).some((x: string) => x.includes('without your commitment'))).toBe(true);
    // closing twice, and anything after the close
    expect((await r.close(founder, pitchId)).status).toBe(409);
    const late = await r.commit(c, pitchId, 6_000);
    expect([late.status, late.body.message]).toEqual([409, ct.roundClosedForCommit]);
    expect((await r.decide(founder, cb._id, 'decline')).body.message).toBe(ct.roundClosedForDecide);
    expect((await r.withdraw(a, ca._id)).status).toBe(409);
    // reopened: the closing commitment is accepted again
    const reopened = await t.call(reopenRound, { pitch_id: pitchId }, { token: founder.token });
    expect(reopened.body.round.state).toBe('open');
    const after = (await r.board(founder, pitchId, { status: 'accepted' })).body;
    expect(after.commitments.map((x: { investor: { _id: string } }) => x.investor._id).sort()).toEqual(
      [a.id, b.id].sort(),
    );
    expect(after.accepted_over_time.at(-1).accepted_total).toBe(50_000);
  });

  it('when nothing accepted has its conditions met, then closing is refused and nothing changes', async () => {
    const { founder, pitchId } = await aFounderWithPitch(t);
    const d = await anInvestor(t, 'Dee');
    const made = (await r.commit(d, pitchId, 25_000, { conditions: { min_round_total: 100_000 } })).body
      .commitment;
    await r.decide(founder, made._id, 'accept');
    const refused = await r.close(founder, pitchId);
    expect([refused.status, refused.body.message]).toEqual([409, ct.nothingToClose]);
    expect((await r.board(founder, pitchId)).body.round.state).toBe('open');
  });

  it('when a lead is confirmed, a second one is refused until the first is removed', async () => {
    const { founder, pitchId } = await aFounderWithPitch(t);
    const [e, f] = [await anInvestor(t, 'Eve'), await anInvestor(t, 'Fox')];
    await r.commit(e, pitchId, 10_000);
    await r.commit(f, pitchId, 10_000);
    expect((await r.offer(e, pitchId)).status).toBe(200);
    expect((await r.offer(f, pitchId, 'Me too.', '  ')).body.errors).toEqual({
      conflicts: ct.conflictsRequired,
    });
    await r.offer(f, pitchId, 'Me too.', 'I advise a competitor.');
    expect((await r.confirm(founder, pitchId, e.id)).status).toBe(200);
    const second = await r.confirm(founder, pitchId, f.id);
    expect([second.status, second.body.errors]).toEqual([409, { investor_id: ct.leadTaken }]);
    expect((await r.confirm(founder, pitchId, null)).body.lead).toBeNull();
    expect((await r.confirm(founder, pitchId, f.id)).body.lead).toMatchObject({
      investor_id: f.id,
      conflicts: 'I advise a competitor.',
    });
    // the lead's memo reaches signed-in investors on the pitch page
    const seen = (await r.round(e, pitchId)).body;
    expect(seen.lead).toMatchObject({ name: 'Fox Investor', memo: 'Me too.' });
    expect(seen).toMatchObject({
      may_commit: true,
      may_offer_to_lead: true,
      amount_min: 5_000,
      amount_max: 250_000,
    });
  });
});
