import {
  addContactRequest,
  contactRequestAllowOrDeny,
  getInvestmentPageDataById,
  getScoutInvestorById,
} from '@angelbridge/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { contactRequestEvents, contactRequests } from '../../db/schema/index.js';
import { startTestApp, type TestApp } from '../../test/harness.js';
import { anEntrepreneur, anInvestor, aPublishedPitch, type Person } from '../../test/pitches.js';

const DAY_MS = 24 * 60 * 60 * 1000;

let t: TestApp;
let viewer: Person;
beforeAll(async () => {
  t = await startTestApp();
  viewer = await anInvestor(t, 'Vera');
});
afterAll(() => t.close());

const daysAgo = (days: number) => new Date(Date.now() - days * DAY_MS);

interface Round {
  askedDaysAgo: number;
  /** Each decision, in days after the request: the first is the answer, later ones changes of mind. */
  decidedAfterDays: number[];
}

/**
 * One investor's request for the pitch with its history written at the given times (the HTTP calls
 * would stamp them all 'now'); pending when there are no decisions.
 */
async function aRequest(owner: Person, pitchId: string, { askedDaysAgo, decidedAfterDays }: Round) {
  const investor = await anInvestor(t);
  const last = decidedAfterDays.at(-1);
  const [request] = await t.db
    .insert(contactRequests)
    .values({
      pitchId,
      investorId: investor.id,
      status: decidedAfterDays.length % 2 === 1 ? 'allow' : decidedAfterDays.length ? 'deny' : 'pending',
      requestedAt: daysAgo(askedDaysAgo),
      decidedAt: last === undefined ? null : daysAgo(askedDaysAgo - last),
    })
    .returning({ id: contactRequests.id });
  if (!request) throw new Error('request not inserted');
  await t.db.insert(contactRequestEvents).values([
    {
      contactRequestId: request.id,
      kind: 'requested',
      actorId: investor.id,
      createdAt: daysAgo(askedDaysAgo),
    },
    ...decidedAfterDays.map((after, i) => ({
      contactRequestId: request.id,
      kind: i % 2 === 0 ? ('allowed' as const) : ('denied' as const),
      actorId: owner.id,
      createdAt: daysAgo(askedDaysAgo - after),
    })),
  ]);
}

async function aFounder(rounds: Round[]) {
  const owner = await anEntrepreneur(t);
  const pitchId = await aPublishedPitch(t, owner);
  for (const round of rounds) await aRequest(owner, pitchId, round);
  return { owner, pitchId };
}

async function shown(owner: Person, pitchId: string) {
  const page = await t.call(getInvestmentPageDataById, { investment_id: pitchId });
  const profile = await t.call(getScoutInvestorById, { inventor_id: owner.id }, { token: viewer.token });
  expect(page.status, JSON.stringify(page.body)).toBe(200);
  expect(profile.status, JSON.stringify(profile.body)).toBe(200);
  return { page: page.body.answers_within_days, profile: profile.body.scout_investor.answers_within_days };
}

/** Answers after 1.5, 2.2, 5 and 10 days: the median is 3.6 days, shown as 4. */
const FOUR_ANSWERS: Round[] = [
  { askedDaysAgo: 30, decidedAfterDays: [1.5] },
  { askedDaysAgo: 40, decidedAfterDays: [2.2] },
  { askedDaysAgo: 50, decidedAfterDays: [5] },
  { askedDaysAgo: 60, decidedAfterDays: [10] },
];

describe('how soon a founder answers', () => {
  it('when a founder has answered four requests, then the pitch page and the profile show the median, rounded up', async () => {
    const { owner, pitchId } = await aFounder(FOUR_ANSWERS);
    expect(await shown(owner, pitchId)).toEqual({ page: 4, profile: 4 });
  });

  it('when an allowance was revoked later, then only the first answer counts', async () => {
    // a revoke 20 days after the allowance would make the median 5 if it counted as an answer
    const { owner, pitchId } = await aFounder([
      ...FOUR_ANSWERS.slice(1),
      { askedDaysAgo: 35, decidedAfterDays: [1.5, 21.5] },
    ]);
    expect(await shown(owner, pitchId)).toEqual({ page: 4, profile: 4 });
  });

  it('when an answer is older than 90 days, then it does not count', async () => {
    // counted, the quick old answer would make the median 2.2 days, shown as 3
    const { owner, pitchId } = await aFounder([
      ...FOUR_ANSWERS,
      { askedDaysAgo: 100.2, decidedAfterDays: [0.1] },
    ]);
    expect(await shown(owner, pitchId)).toEqual({ page: 4, profile: 4 });
  });

  it('when a request was asked again after a denial, then each round’s answer counts on its own', async () => {
    // asked 70 days ago, denied after 6 days, asked again 20 days ago and allowed after 2: answers 6 and 2
    const owner = await anEntrepreneur(t);
    const pitchId = await aPublishedPitch(t, owner);
    await aRequest(owner, pitchId, { askedDaysAgo: 45, decidedAfterDays: [9] });
    const investor = await anInvestor(t);
    const [request] = await t.db
      .insert(contactRequests)
      .values({
        pitchId,
        investorId: investor.id,
        status: 'allow',
        requestedAt: daysAgo(20),
        decidedAt: daysAgo(18),
      })
      .returning({ id: contactRequests.id });
    if (!request) throw new Error('request not inserted');
    const at = (kind: 'requested' | 'allowed' | 'denied', days: number, actorId: string) => ({
      contactRequestId: request.id,
      kind,
      actorId,
      createdAt: daysAgo(days),
    });
    await t.db
      .insert(contactRequestEvents)
      .values([
        at('requested', 70, investor.id),
        at('denied', 64, owner.id),
        at('requested', 20, investor.id),
        at('allowed', 18, owner.id),
      ]);
    // answers of 9, 6 and 2 days: the median is 6
    expect(await shown(owner, pitchId)).toEqual({ page: 6, profile: 6 });
  });

  it('when a founder has fewer than three answers, then no figure is shown', async () => {
    const { owner, pitchId } = await aFounder([
      ...FOUR_ANSWERS.slice(0, 2),
      { askedDaysAgo: 3, decidedAfterDays: [] },
    ]);
    expect(await shown(owner, pitchId)).toEqual({ page: null, profile: null });
  });

  it('when a founder answers within hours, then the figure is one day, and it is fresh after each decision', async () => {
    const { owner, pitchId } = await aFounder([
      { askedDaysAgo: 2, decidedAfterDays: [0.1] },
      { askedDaysAgo: 3, decidedAfterDays: [0.2] },
    ]);
    // made first: a new account changes the lists' tables, which would refresh the page by itself
    const investor = await anInvestor(t);
    // the page as a guest sees it, kept in the pitch pages' cache
    expect(await shown(owner, pitchId)).toEqual({ page: null, profile: null });
    // the third answer, through the calls themselves: the request and the decision refresh the page
    const asked = await t.call(addContactRequest, { pitch_id: pitchId }, { token: investor.token });
    const decided = await t.call(
      contactRequestAllowOrDeny,
      { contact_id: asked.body.contact_id, pitch_id: pitchId, inventor_id: investor.id, status: 'deny' },
      { token: owner.token },
    );
    expect(decided.status, JSON.stringify(decided.body)).toBe(200);
    expect(await shown(owner, pitchId)).toEqual({ page: 1, profile: 1 });
  });

  it('when the hour turns, then the page is made again: its 90 days slide with time, not only with writes', async () => {
    const { pitchId } = await aFounder([...FOUR_ANSWERS, { askedDaysAgo: 100.2, decidedAfterDays: [0.1] }]);
    const page = async () => (await t.call(getInvestmentPageDataById, { investment_id: pitchId })).body;
    expect((await page()).answers_within_days).toBe(4);
    // the old quick answer moves into the window without a word to the caches, as time alone would do
    await t.db.transaction(async (tx) => {
      await tx.execute(sql`set local session_replication_role = replica`);
      await tx.execute(sql`update contact_request_events set created_at = created_at + interval '20 days'
        where created_at < now() - interval '95 days'
          and contact_request_id in (select id from contact_requests where pitch_id = ${pitchId})`);
    });
    expect((await page()).answers_within_days, 'kept within its hour').toBe(4);
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      vi.setSystemTime(Date.now() + 60 * 60 * 1000);
      // counted, the quick answer makes the median 2.2 days, shown as 3
      expect((await page()).answers_within_days).toBe(3);
    } finally {
      vi.useRealTimers();
    }
  });

  it('when the profile is an investor’s, then there is no figure', async () => {
    const res = await t.call(getScoutInvestorById, { inventor_id: viewer.id }, { token: viewer.token });
    expect(res.status).toBe(200);
    expect(res.body.scout_investor.answers_within_days).toBeNull();
  });
});
