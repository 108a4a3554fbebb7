import {
  editPitches,
  getNotifications,
  getPortfolio,
  markCommitmentFunded,
  portfolioTexts as pt,
  utcToday,
} from '@angelbridge/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client.js';
import { lastMailId } from '../../test/accounts.js';
import { dayFromToday } from '../../test/commitments.js';
import { aClosedRound, anAgreement, TYPED_RAISED } from '../../test/completed-agreements.js';
import { startTestApp } from '../../test/harness.js';
import { detailsFields, send } from '../../test/pitch-steps.js';
import { anEntrepreneur, anInvestor, type Person } from '../../test/pitches.js';

// Money received (issue 33): who may mark it, when, with what, and what follows (funding_raised, the
// investor told, the audit). Completed agreements come from the test factory (completed-agreements.ts).
const t = await startTestApp();
afterAll(() => t.close());

/** Marks funded; `received` replaces the amount and the date sent (undefined leaves a field out). */
const fund = (
  who: Person | null,
  commitment_id: string,
  received: { amount_received?: unknown; received_on?: unknown } | number = 25_000,
) =>
  t.call(
    markCommitmentFunded,
    {
      commitment_id,
      ...(typeof received === 'number' ? { amount_received: received, received_on: utcToday() } : received),
    },
    who ? { token: who.token } : {},
  );

const statusOf = async (id: string) =>
  (
    await queryRows<{ status: string; amount_received: number | null }>(
      t.db,
      sql`select status, amount_received::float8 as amount_received from commitments where id = ${id}`,
    )
  )[0];
const raisedOf = async (pitchId: string) =>
  (
    await queryRows<{ n: number }>(
      t.db,
      sql`select funding_raised::float8 as n from pitches where id = ${pitchId}`,
    )
  )[0]?.n;
const auditOf = (id: string) =>
  queryRows<{ action: string; admin_id: string; after: Record<string, unknown> }>(
    t.db,
    sql`select action, admin_id, after from admin_audit_log where target_id = ${id} and action = 'markCommitmentFunded'`,
  );

describe('who may mark money received', () => {
  it('when a guest, an investor or another founder asks, then 401, 403 and 404, and nothing changes', async () => {
    const ivy = await anInvestor(t);
    const { pitchId, commitments } = await aClosedRound(t, [ivy]);
    const [c] = commitments;
    if (!c) throw new Error('one commitment');
    await anAgreement(t, c);
    expect((await fund(null, c.id)).status).toBe(401);
    expect((await fund(ivy, c.id)).status).toBe(403);
    const stranger = await fund(await anEntrepreneur(t, 'Sam'), c.id);
    expect(stranger.status).toBe(404);
    expect(stranger.body.message).toBe(pt.commitmentNotFound);
    expect((await statusOf(c.id))?.status).toBe('closing');
    expect(await raisedOf(pitchId)).toBe(TYPED_RAISED);
  });

  it('when only investors read a portfolio, then a founder gets 403 and a guest 401', async () => {
    expect((await t.call(getPortfolio, {}, { token: (await anEntrepreneur(t)).token })).status).toBe(403);
    expect((await t.call(getPortfolio, {})).status).toBe(401);
  });
});

describe('marking funded before the agreement is completed', () => {
  it('when there is no agreement, or one still awaiting signatures, then 409 says why and nothing is written', async () => {
    const [ivy, ian] = [await anInvestor(t, 'Ivy'), await anInvestor(t, 'Ian')];
    const { founder, pitchId, commitments } = await aClosedRound(t, [ivy, ian]);
    const [none, awaiting] = commitments;
    if (!none || !awaiting) throw new Error('two commitments');
    await anAgreement(t, awaiting, { status: 'awaiting_investor' });
    for (const c of [none, awaiting]) {
      const res = await fund(founder, c.id);
      expect(res.status).toBe(409);
      expect(res.body.message).toBe(pt.notCompleted);
      expect(await statusOf(c.id)).toEqual({ status: 'closing', amount_received: null });
      expect(await auditOf(c.id)).toEqual([]);
    }
    expect(await raisedOf(pitchId)).toBe(TYPED_RAISED);
  });
});

describe('the amount and the date', () => {
  it('when the amount is missing, not whole, negative or absurd, or the date is missing, malformed, future or too old, then 400 names the field and nothing is written', async () => {
    const ivy = await anInvestor(t);
    const { founder, commitments } = await aClosedRound(t, [ivy]);
    const [c] = commitments;
    if (!c) throw new Error('one commitment');
    await anAgreement(t, c);
    for (const amount of [undefined, 0, -5, 12.5, 'lots', 1e15]) {
      const res = await fund(founder, c.id, { amount_received: amount, received_on: utcToday() });
      expect(res.status, String(amount)).toBe(400);
      expect(res.body.errors.amount_received).toBe(pt.amountInvalid);
    }
    const dates: [unknown, string][] = [
      [undefined, pt.receivedOnInvalid],
      ['2026-13-45', pt.receivedOnInvalid],
      ['yesterday', pt.receivedOnInvalid],
      [dayFromToday(2), pt.receivedOnFuture],
      ['1999-12-31', pt.receivedOnTooOld],
    ];
    for (const [day, message] of dates) {
      const res = await fund(founder, c.id, { amount_received: 25_000, received_on: day });
      expect(res.status, String(day)).toBe(400);
      expect(res.body.errors.received_on).toBe(message);
    }
    expect(await statusOf(c.id)).toEqual({ status: 'closing', amount_received: null });
  });
});

describe('funding_raised follows the money received', () => {
  it('when three commitments are funded one by one, then funding_raised is their sum, the investor is told, and each is audited', async () => {
    const investors = [await anInvestor(t, 'Ada'), await anInvestor(t, 'Bea'), await anInvestor(t, 'Cy')];
    const { founder, pitchId, pitchName, commitments } = await aClosedRound(t, investors);
    for (const c of commitments) await anAgreement(t, c);
    const received = [20_000, 25_000, 30_000];
    let total = 0;
    const since = await lastMailId(t);
    for (const [i, c] of commitments.entries()) {
      const amount = received[i] ?? 0;
      total += amount;
      const res = await fund(founder, c.id, { amount_received: amount, received_on: dayFromToday(-i) });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      expect(res.body.message).toBe(pt.funded);
      expect(res.body.funding_raised).toBe(total);
      expect(res.body.commitment.status).toBe('funded');
      expect(res.body.commitment.history.at(-1)).toMatchObject({ event: 'funded', actor: 'founder' });
      expect(await raisedOf(pitchId)).toBe(total);
      const [audit] = await auditOf(c.id);
      expect(audit).toMatchObject({ action: 'markCommitmentFunded', admin_id: founder.id });
      expect(audit?.after).toMatchObject({
        status: 'funded',
        amount_received: amount,
        funding_raised: total,
      });
    }
    const ada = investors[0] as Person;
    const bell = (await t.call(getNotifications, {}, { token: ada.token })).body.notifications;
    expect(bell[0]).toMatchObject({
      kind: 'funded',
      body: pt.noticeFunded(pitchName, 20_000),
      link: '/portfolio',
    });
    const mail = await t.mail.waitFor(ada.email, { since });
    expect(mail.text).toContain(pt.noticeFunded(pitchName, 20_000));
    expect(mail.text).toContain('/portfolio');
  });

  it('when a funded commitment is marked again, then 409 and the sum does not move', async () => {
    const ivy = await anInvestor(t);
    const { founder, pitchId, commitments } = await aClosedRound(t, [ivy]);
    const [c] = commitments;
    if (!c) throw new Error('one commitment');
    await anAgreement(t, c);
    expect((await fund(founder, c.id, 24_000)).status).toBe(200);
    const again = await fund(founder, c.id, 99_000);
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(pt.alreadyFunded);
    expect(await raisedOf(pitchId)).toBe(24_000);
    expect(await auditOf(c.id)).toHaveLength(1);
  });

  it('when eight commitments are funded at the same moment, then none is lost from the sum', async () => {
    const investors = await Promise.all(Array.from({ length: 8 }, (_, i) => anInvestor(t, `P${i}`)));
    const { founder, pitchId, commitments } = await aClosedRound(t, investors, 10_000);
    for (const c of commitments) await anAgreement(t, c);
    const answers = await Promise.all(commitments.map((c, i) => fund(founder, c.id, 10_000 + i)));
    expect(answers.map((a) => a.status)).toEqual(Array(8).fill(200));
    const expected = commitments.reduce((sum, _, i) => sum + 10_000 + i, 0);
    expect(await raisedOf(pitchId)).toBe(expected);
    expect(Math.max(...answers.map((a) => a.body.funding_raised))).toBe(expected);
  });
});

describe("the wizard's funding raised", () => {
  it('when no money is marked, then the typed value is saved; once any is, a typed value is ignored', async () => {
    const ivy = await anInvestor(t);
    const { founder, pitchId, commitments } = await aClosedRound(t, [ivy]);
    const [c] = commitments;
    if (!c) throw new Error('one commitment');
    const typed = async (value: string) => {
      const res = await send(t, editPitches, founder.token, {
        ...detailsFields(pitchId),
        funding_raised: value,
      });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      const { funding_raised, funding_raised_from_commitments } = res.body.pitch_data;
      return { funding_raised, funding_raised_from_commitments };
    };
    expect(await typed('33000')).toEqual({ funding_raised: 33_000, funding_raised_from_commitments: false });
    await anAgreement(t, c);
    expect((await fund(founder, c.id, 25_000)).status).toBe(200);
    expect(await typed('999999')).toEqual({ funding_raised: 25_000, funding_raised_from_commitments: true });
    expect(await raisedOf(pitchId)).toBe(25_000);
  });
});
