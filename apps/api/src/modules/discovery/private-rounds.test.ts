import {
  certificationTexts,
  getInvestmentPageData,
  getInvestmentPageDataById,
  getScoutInvestorById,
  globalSearch,
} from '@angelbridge/contracts';
import { afterAll, describe, expect, it } from 'vitest';
import { startTestApp } from '../../test/harness.js';
import { anEntrepreneur, anInvestor, aPublishedPitch, type Person } from '../../test/pitches.js';
import { aCertifiedInvestor, aPrivateRound, expire, TEASER_KEYS } from '../../test/private-rounds.js';

// Private rounds (issue 32) on discovery's surfaces: who sees the teaser, who the whole pitch, and the
// public cache never handing one's answer to the other.
const t = await startTestApp();
afterAll(() => t.close());

const TARGET = 777_777;
const MIN = 33_333;
const owner = await anEntrepreneur(t, 'Olga');
const privateId = await aPrivateRound(t, owner, {
  name: 'Quietfund Robotics',
  target: TARGET,
  minPerInvestor: MIN,
});
const publicId = await aPublishedPitch(t, owner, { name: 'Openfund Robotics', target: 600_000 });

const guest = undefined;
const founder = await anEntrepreneur(t, 'Fred');
const plain = await anInvestor(t, 'Pia');
const honestNone = await aCertifiedInvestor(t, 'Nora', 'none');
const lapsed = await aCertifiedInvestor(t, 'Lars', 'income');
await expire(t, lapsed);
const certified = await aCertifiedInvestor(t, 'Cleo', 'net_worth');

const asWho = (who: Person | undefined) => (who ? { token: who.token } : {});
const detail = async (who: Person | undefined, id = privateId) => {
  const answer = await t.call(getInvestmentPageDataById, { investment_id: id }, asWho(who));
  expect(answer.status).toBe(200);
  return answer.body;
};
const listing = async (who: Person | undefined, body: object = { expertise: [] }) => {
  const answer = await t.call(getInvestmentPageData, body, asWho(who));
  expect(answer.status).toBe(200);
  return answer.body;
};
const listed = (body: { investment_data: { investments: { _id: string }[] }[] }) =>
  body.investment_data.flatMap((g) => g.investments);
const ofPrivate = <T extends { _id: string }>(items: T[]) => items.find((p) => p._id === privateId);

const expectTeaser = (pitch: Record<string, unknown> | undefined) => {
  expect(pitch).toBeDefined();
  expect(Object.keys(pitch ?? {}).sort()).toEqual(TEASER_KEYS);
  expect(pitch).toMatchObject({ private_round: true, terms_hidden: true, notice: certificationTexts.teaser });
  expect(JSON.stringify(pitch)).not.toContain(String(TARGET));
};
const expectWhole = (pitch: Record<string, unknown> | undefined) => {
  expect(pitch).toMatchObject({
    target: TARGET,
    min_per_investor: MIN,
    funding_raised: 12_345,
    private_round: true,
  });
  expect(pitch).not.toHaveProperty('terms_hidden');
};

const notShown: [string, Person | undefined][] = [
  ['a guest', guest],
  ['an entrepreneur', founder],
  ['an investor who never certified', plain],
  ["an investor certified as 'none'", honestNone],
  ['an investor whose certification expired', lapsed],
];

describe('/getInvestmentPageDataById', () => {
  it.each(notShown)('when %s opens a private round, then only its teaser, and no FAQ', async (_, who) => {
    const body = await detail(who);
    expectTeaser(body.investment_data);
    expect(body.faq).toEqual([]);
    expect(JSON.stringify(body)).not.toContain(String(TARGET));
  });

  it('when a certified investor or the owner opens it, then the whole pitch, team and milestones too', async () => {
    for (const who of [certified, owner]) {
      const pitch = (await detail(who)).investment_data;
      expectWhole(pitch);
      expect(pitch.team.length).toBeGreaterThan(0);
      expect(pitch.project_milestones.length).toBeGreaterThan(0);
    }
  });

  it('when a certified investor opens it first, then a guest after still gets the teaser: the cache kept neither theirs', async () => {
    const id = await aPrivateRound(t, owner, {
      name: 'Firstlook Robotics',
      target: TARGET,
      minPerInvestor: MIN,
    });
    expectWhole((await detail(certified, id)).investment_data);
    expectTeaser((await detail(guest, id)).investment_data);
    expectWhole((await detail(owner, id)).investment_data);
    expectTeaser((await detail(plain, id)).investment_data);
    expectWhole((await detail(certified, id)).investment_data);
  });

  it('when a guest opens a public pitch, then it is whole and its similar pitches hold no private terms', async () => {
    const body = await detail(guest, publicId);
    expect(body.investment_data).toMatchObject({ target: 600_000 });
    expect(body.investment_data).not.toHaveProperty('terms_hidden');
    expect(JSON.stringify(body)).not.toContain(String(TARGET));
  });
});

describe('/getInvestmentPageData and the public cache', () => {
  it('when a guest lists, then a certified investor, then a guest again, then each gets their own answer', async () => {
    expectTeaser(ofPrivate(listed(await listing(guest))));
    expectWhole(ofPrivate(listed(await listing(certified))));
    expectTeaser(ofPrivate(listed(await listing(guest))));
    expectTeaser(ofPrivate(listed(await listing(plain))));
    expectWhole(ofPrivate(listed(await listing(owner))));
  });

  it('when the cached empty body is asked with a certified token (the fast path), then the whole pitch', async () => {
    expectTeaser(ofPrivate(listed(await listing(guest, {}))));
    expectTeaser(ofPrivate(listed(await listing(guest, {}))));
    expectWhole(ofPrivate(listed(await listing(certified, {}))));
    expectTeaser(ofPrivate(listed(await listing(guest, {}))));
  });

  it('when a guest filters by amount, stage or country, then a private round never matches; for a certified investor it does', async () => {
    const range = { expertise: [], investment_range: JSON.stringify({ min: MIN - 1, max: MIN + 1 }) };
    expect(ofPrivate(listed(await listing(guest, range)))).toBeUndefined();
    expect(ofPrivate(listed(await listing(plain, range)))).toBeUndefined();
    expectWhole(ofPrivate(listed(await listing(certified, range))));
    const body = await listing(guest, range);
    expect(JSON.stringify(body)).not.toContain(String(TARGET));
    expect(body.highest_min_per_investor).not.toBe(MIN);
  });
});

describe('/globalSearch and profiles', () => {
  it('when a guest searches the private round by name, then its teaser; a certified investor, the card', async () => {
    const search = async (who: Person | undefined) =>
      (await t.call(globalSearch, { search_query: 'Quietfund' }, asWho(who))).body.pitches;
    expectTeaser(ofPrivate(await search(guest)));
    expectTeaser(ofPrivate(await search(honestNone)));
    expect(ofPrivate(await search(certified))).toMatchObject({ target: TARGET, private_round: true });
  });

  it("when an investor opens the founder's profile, then the private round's card is its teaser unless certified", async () => {
    const profile = async (who: Person) =>
      (await t.call(getScoutInvestorById, { inventor_id: owner.id }, { token: who.token })).body
        .investment_data;
    expectTeaser(ofPrivate(await profile(plain)));
    expect(ofPrivate(await profile(certified))).toMatchObject({ target: TARGET });
  });
});
