import { getPitchInsights, INSIGHTS_VIEWERS, messages } from '@angelbridge/contracts';
import { afterAll, describe, expect, it } from 'vitest';
import { contactRequestEvents, contactRequests } from '../../db/schema/index.js';
import { startTestApp } from '../../test/harness.js';
import { view } from '../../test/pitch-events.js';
import { anEntrepreneur, anInvestor, aPublishedPitch, type Person } from '../../test/pitches.js';

// Who may read insights, and how soon a founder answers.
const t = await startTestApp();
afterAll(() => t.close());

const owner = await anEntrepreneur(t, 'Fiona');
const ask = (pitchId: string, days: unknown, token = owner.token) =>
  t.call(getPitchInsights, { pitch_id: pitchId, days }, { token });

const pitchId = await aPublishedPitch(t, owner, { name: 'Known Figures' });

const hiddenId = await aPublishedPitch(t, owner, { isHidden: true });
const rival = await anEntrepreneur(t, 'Rita');
const investor = await anInvestor(t, 'Ivo');

describe('who may see insights', () => {
  it("when another founder asks for a pitch's insights, then 404 as for a pitch that does not exist", async () => {
    const res = await ask(pitchId, 30, rival.token);
    expect(res.status).toBe(404);
    expect(res.body.message).toBe(messages.server.pitchNotFound);
    expect(res.body.insights).toBeUndefined();
    expect((await ask('00000000-0000-4000-8000-000000000000', 30)).status).toBe(404);
  });

  it('when an investor or a guest asks, then 403 and 401', async () => {
    expect((await ask(pitchId, 30, investor.token)).status).toBe(403);
    const guest = await t.call(getPitchInsights, { pitch_id: pitchId, days: 30 });
    expect(guest.status).toBe(401);
  });

  it('when the owner hid the pitch, then they still see its insights', async () => {
    const res = await ask(hiddenId, 30);
    expect(res.status).toBe(200);
    expect(res.body.insights.totals.views).toBe(0);
    expect(res.body.insights.viewers).toEqual([]);
  });

  it.each([[45], ['thirty'], [-30]])('when days is %j, then 400', async (days) => {
    const res = await ask(pitchId, days);
    expect(res.status).toBe(400);
    expect(res.body.errors.days).toBe('Days must be 30 or 90.');
  });

  it(`when more than ${INSIGHTS_VIEWERS} people viewed, then the ${INSIGHTS_VIEWERS} most recent are listed`, async () => {
    const busy = await aPublishedPitch(t, owner);
    const people: Person[] = [];
    for (let i = 0; i < INSIGHTS_VIEWERS + 2; i += 1) people.push(await anInvestor(t, `Viewer${i}`));
    for (const person of people) await view(t, busy, { person }, 0, 0);
    const insights = (await ask(busy, 30)).body.insights;
    expect(insights.totals.unique_viewers).toBe(INSIGHTS_VIEWERS + 2);
    expect(insights.viewers).toHaveLength(INSIGHTS_VIEWERS);
    expect(insights.viewers[0]._id).toBe(people.at(-1)?.id);
    expect(insights.viewers.map((v: { _id: string }) => v._id)).not.toContain(people[0]?.id);
  });
});

describe('answers within N days', () => {
  /** A decision `decidedDaysAgo` days ago on a request asked `answeredAfterDays` before it. */
  async function decision(ownerId: string, answeredAfterDays: number, decidedDaysAgo = 1) {
    const pitchId = await aPublishedPitch(t, { id: ownerId });
    const investor = await anInvestor(t, 'Asker');
    const decided = new Date(Date.now() - decidedDaysAgo * 86_400_000);
    const asked = new Date(decided.getTime() - answeredAfterDays * 86_400_000);
    const [request] = await t.db
      .insert(contactRequests)
      .values({ pitchId, investorId: investor.id, status: 'allow', requestedAt: asked, decidedAt: decided })
      .returning({ id: contactRequests.id });
    if (!request) throw new Error('request not inserted');
    await t.db.insert(contactRequestEvents).values([
      { contactRequestId: request.id, kind: 'requested', actorId: investor.id, createdAt: asked },
      { contactRequestId: request.id, kind: 'allowed', actorId: ownerId, createdAt: decided },
    ]);
    return pitchId;
  }

  it('when a founder has 3 decisions in 90 days, then the median time to decide, rounded up to days', async () => {
    const founder = await anEntrepreneur(t, 'Quick');
    const pitchId = await decision(founder.id, 0.5);
    expect((await ask(pitchId, 30, founder.token)).body.insights.answers_within_days).toBeNull();
    await decision(founder.id, 2.2);
    // a decision older than 90 days does not count
    await decision(founder.id, 0.1, 120);
    expect((await ask(pitchId, 30, founder.token)).body.insights.answers_within_days).toBeNull();
    await decision(founder.id, 9);
    // 0.5, 2.2 and 9 days: the median is 2.2, within 3 days
    expect((await ask(pitchId, 30, founder.token)).body.insights.answers_within_days).toBe(3);
  });

  it('when every answer came the same day, then within 1 day', async () => {
    const founder = await anEntrepreneur(t, 'Swift');
    const pitchId = await decision(founder.id, 0.01);
    await decision(founder.id, 0.02);
    await decision(founder.id, 0.03);
    expect((await ask(pitchId, 90, founder.token)).body.insights.answers_within_days).toBe(1);
  });
});
