import {
  deleteSavedSearch,
  FOLLOWS_PER_MINUTE,
  followPitch,
  followTexts,
  getFollowedPitches,
  getNotificationSettings,
  getPitchInsights,
  getSavedSearches,
  hidePitches,
  SAVED_SEARCHES_MAX,
  saveSearch,
  updateNotificationSettings,
} from '@angelbridge/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client.js';
import { startTestApp } from '../../test/harness.js';
import {
  aDraftPitch,
  anEntrepreneur,
  anInvestor,
  aPublishedPitch,
  type Person,
  projectTypeId,
} from '../../test/pitches.js';

// Following pitches and keeping saved searches: who may, what is refused, and the limits.
const t = await startTestApp();
afterAll(() => t.close());

const owner = await anEntrepreneur(t, 'Olga');
const pitchId = await aPublishedPitch(t, owner, { name: 'Followed Works' });
const follow = (who: Person, id: string, value: unknown = true) =>
  t.call(followPitch, { pitch_id: id, value }, { token: who.token });
const followed = async (who: Person) =>
  (await t.call(getFollowedPitches, {}, { token: who.token })).body.pitches as { _id: string }[];
const save = (who: Person, body: object) => t.call(saveSearch, body, { token: who.token });
const techId = await projectTypeId(t);

describe('/followPitch', () => {
  it('when an investor follows twice and unfollows, then the state and the count follow, once', async () => {
    const ivy = await anInvestor(t, 'Ivy');
    const first = await follow(ivy, pitchId);
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ following: true, followers: 1, message: followTexts.followed });
    expect((await follow(ivy, pitchId, 'true')).body).toMatchObject({ following: true, followers: 1 });
    expect((await followed(ivy)).map((p) => p._id)).toEqual([pitchId]);

    const off = await follow(ivy, pitchId, false);
    expect(off.body).toMatchObject({ following: false, followers: 0, message: followTexts.unfollowed });
    expect(await followed(ivy)).toEqual([]);
    // unfollowing what one does not follow is the same answer
    expect((await follow(ivy, pitchId, false)).status).toBe(200);
  });

  it('when the pitch is hidden, a draft or unknown, then 404 and nothing is stored', async () => {
    const ivo = await anInvestor(t, 'Ivo');
    const hidden = await aPublishedPitch(t, owner, { isHidden: true });
    const draft = await aDraftPitch(t, owner);
    for (const id of [hidden, draft, '00000000-0000-4000-8000-000000000000']) {
      const res = await follow(ivo, id);
      expect(res.status).toBe(404);
      expect(res.body.message).toBe(followTexts.pitchNotFound);
    }
    expect(await followed(ivo)).toEqual([]);
  });

  it('when a followed pitch is hidden, then it leaves the list, and comes back when shown again', async () => {
    const ines = await anInvestor(t, 'Ines');
    const id = await aPublishedPitch(t, owner);
    await follow(ines, id);
    await t.call(hidePitches, { pitch_id: id, value: true }, { token: owner.token });
    expect(await followed(ines)).toEqual([]);
    await t.call(hidePitches, { pitch_id: id, value: false }, { token: owner.token });
    expect((await followed(ines)).map((p) => p._id)).toEqual([id]);
  });

  it('when the input is bad, or the caller is a founder or a guest, then 400, 403, 401', async () => {
    const iris = await anInvestor(t, 'Iris');
    const bad = await t.call(followPitch, { pitch_id: 'nope', value: 'maybe' }, { token: iris.token });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.errors)).toEqual(expect.arrayContaining(['pitch_id', 'value']));
    expect((await follow(owner, pitchId)).status).toBe(403);
    expect((await t.call(followPitch, { pitch_id: pitchId, value: true })).status).toBe(401);
  });

  it(`when an investor follows more than ${FOLLOWS_PER_MINUTE} times a minute, then 429`, async () => {
    const quick = await anInvestor(t, 'Quick');
    for (let i = 0; i < FOLLOWS_PER_MINUTE; i += 1) await follow(quick, pitchId, i % 2 === 0);
    const refused = await follow(quick, pitchId);
    expect(refused.status).toBe(429);
    expect(refused.body.retry_after).toBeGreaterThan(0);
  });

  it('when investors follow, then the founder sees how many in insights, not who', async () => {
    const id = await aPublishedPitch(t, owner);
    for (const name of ['Ann', 'Ben', 'Cat']) await follow(await anInvestor(t, name), id);
    const res = await t.call(getPitchInsights, { pitch_id: id, days: 30 }, { token: owner.token });
    expect(res.body.insights.followers).toBe(3);
    expect(JSON.stringify(res.body)).not.toContain('Ann');
  });
});

describe('/saveSearch, /getSavedSearches, /deleteSavedSearch', () => {
  const filters = { expertise: [techId], search_query: ' solar ', investment_range: { min: 0, max: 50_000 } };

  it('when an investor saves a search, then it is listed with its filters as the listing reads them', async () => {
    const sam = await anInvestor(t, 'Sam');
    const res = await save(sam, { name: '  Solar tech ', filters, alert: 'daily' });
    expect(res.status).toBe(200);
    expect(res.body.saved_search).toMatchObject({
      name: 'Solar tech',
      alert: 'daily',
      filters: { expertise: [techId], search_query: 'solar', investment_range: { min: 0, max: 50_000 } },
    });
    const list = await t.call(getSavedSearches, {}, { token: sam.token });
    expect(list.body.saved_searches).toEqual([res.body.saved_search]);
    const other = await anInvestor(t, 'Other');
    expect((await t.call(getSavedSearches, {}, { token: other.token })).body.saved_searches).toEqual([]);
  });

  it('when the name, the alert or the filters are wrong, then 400 and nothing is saved', async () => {
    const sue = await anInvestor(t, 'Sue');
    const cases: [object, string][] = [
      [{ name: '', filters, alert: 'off' }, 'name'],
      [{ name: 'x'.repeat(81), filters, alert: 'off' }, 'name'],
      [{ name: 'A', filters, alert: 'weekly' }, 'alert'],
      [{ name: 'A', filters: { expertise: [] }, alert: 'off' }, 'filters'],
      [
        { name: 'A', filters: { expertise: ['00000000-0000-4000-8000-000000000000'] }, alert: 'off' },
        'filters',
      ],
      [
        { name: 'A', filters: { investment_range: { min: 10, max: 5 } }, alert: 'off' },
        'filters.investment_range.min',
      ],
    ];
    for (const [body, field] of cases) {
      const res = await save(sue, body);
      expect(res.status, JSON.stringify(res.body)).toBe(400);
      expect(Object.keys(res.body.errors ?? {}).join(), JSON.stringify(res.body)).toContain(field);
    }
    expect((await t.call(getSavedSearches, {}, { token: sue.token })).body.saved_searches).toEqual([]);
    await save(sue, { name: 'Twice', filters, alert: 'off' });
    const twice = await save(sue, { name: 'Twice', filters, alert: 'off' });
    expect(twice.status).toBe(400);
    expect(twice.body.errors.name).toBe(followTexts.nameTaken);
  });

  it(`when an investor has ${SAVED_SEARCHES_MAX} saved searches, then the next is refused until one goes`, async () => {
    const max = await anInvestor(t, 'Max');
    const names = Array.from({ length: SAVED_SEARCHES_MAX }, (_, i) => `Search ${i + 1}`);
    // written directly: the write limit per minute is not what this test is about
    for (const name of names) {
      await queryRows(
        t.db,
        sql`insert into saved_searches (owner_id, name, filters, alert) values (${max.id}, ${name}, '{"expertise":[]}', 'off')`,
      );
    }
    const refused = await save(max, { name: 'One more', filters, alert: 'off' });
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe(followTexts.tooManySearches);
    const list = (await t.call(getSavedSearches, {}, { token: max.token })).body.saved_searches;
    expect(list).toHaveLength(SAVED_SEARCHES_MAX);
    const gone = await t.call(deleteSavedSearch, { saved_search_id: list[0]._id }, { token: max.token });
    expect(gone.status).toBe(200);
    expect((await save(max, { name: 'One more', filters, alert: 'off' })).status).toBe(200);
  });

  it("when someone deletes another investor's search, then 404 and it stays", async () => {
    const a = await anInvestor(t, 'Amy');
    const b = await anInvestor(t, 'Bob');
    const saved = (await save(a, { name: 'Mine', filters, alert: 'off' })).body.saved_search;
    const res = await t.call(deleteSavedSearch, { saved_search_id: saved._id }, { token: b.token });
    expect(res.status).toBe(404);
    expect((await t.call(getSavedSearches, {}, { token: a.token })).body.saved_searches).toHaveLength(1);
    expect((await t.call(deleteSavedSearch, { saved_search_id: 'x' }, { token: a.token })).status).toBe(400);
    expect((await t.call(getSavedSearches, {}, { token: owner.token })).status).toBe(403);
  });
});

describe('the follow notices setting', () => {
  it('when an investor picks the daily digest, then it is kept; anything else is a 400 that changes nothing', async () => {
    const dee = await anInvestor(t, 'Dee');
    const settings = async () =>
      (await t.call(getNotificationSettings, {}, { token: dee.token })).body.settings.follow_notices;
    expect(await settings()).toBe('immediate');
    const bad = await t.call(updateNotificationSettings, { follow_notices: 'weekly' }, { token: dee.token });
    expect(bad.status).toBe(400);
    expect(bad.body.errors.follow_notices).toBeDefined();
    expect(await settings()).toBe('immediate');
    const daily = await t.call(updateNotificationSettings, { follow_notices: 'daily' }, { token: dee.token });
    expect(daily.body.settings).toMatchObject({ follow_notices: 'daily', email_unread_messages: true });
    expect(await settings()).toBe('daily');
  });
});
