import {
  addContactRequest,
  editPitches,
  followPitch,
  getContactRequest,
  getFollowedPitches,
  getPitchMatches,
  getRecommendedPitches,
  saveSearch,
} from '@angelbridge/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client.js';
import { startTestApp } from '../../test/harness.js';
import { detailsFields, milestoneFields, saveStep, send } from '../../test/pitch-steps.js';
import { anEntrepreneur, anInvestor, type Person } from '../../test/pitches.js';
import { aCertifiedInvestor, aPrivateRound, TEASER_KEYS } from '../../test/private-rounds.js';
import { queuedMailSent } from '../../test/wait.js';

// Private rounds (issue 32) beyond discovery: follows, alerts, matching and requests tell nobody the terms
// they may not see; founders see their investors' certifications; the wizard marks a round private.
const t = await startTestApp();
afterAll(() => t.close());

const TARGET = 888_888;
const owner = await anEntrepreneur(t, 'Olga');
const privateId = await aPrivateRound(t, owner, {
  name: 'Hushhush Labs',
  target: TARGET,
  minPerInvestor: 44_444,
});
const plain = await anInvestor(t, 'Pia');
const certified = await aCertifiedInvestor(t, 'Cleo', 'entity');

const settled = async () => {
  t.worker?.wake();
  await queuedMailSent(t.db);
};
const bell = (who: Person) =>
  queryRows<{ kind: string; title: string }>(
    t.db,
    sql`select kind, title from notifications where user_id = ${who.id} order by seq`,
  );

describe('follows of a private round', () => {
  it('when both follow it, then the uncertified follower lists its teaser and hears no news of it', async () => {
    for (const who of [plain, certified]) {
      expect(
        (await t.call(followPitch, { pitch_id: privateId, value: true }, { token: who.token })).status,
      ).toBe(200);
    }
    const followed = async (who: Person) =>
      (await t.call(getFollowedPitches, {}, { token: who.token })).body.pitches[0];
    const teaser = await followed(plain);
    expect(Object.keys(teaser).sort()).toEqual([...TEASER_KEYS, 'followed_at'].sort());
    expect(await followed(certified)).toMatchObject({ target: TARGET });

    await saveStep(t, owner, { ...milestoneFields(privateId), milestone_name: 'Secret milestone' });
    await settled();
    expect((await bell(certified)).map((n) => n.title)).toContain('Hushhush Labs added a milestone');
    expect(await bell(plain)).toEqual([]);
    expect(t.mail.messages().some((m) => m.to.includes(plain.email.toLowerCase()))).toBe(false);
  });
});

describe('saved-search alerts for a private round', () => {
  it('when it is published, then an amount search tells only the certified; a words-only search tells both', async () => {
    const [ann, cal] = [await anInvestor(t, 'Ann'), await aCertifiedInvestor(t, 'Cal')];
    const amount = { expertise: [], investment_range: JSON.stringify({ min: 40_000, max: 50_000 }) };
    const words = { expertise: [], search_query: 'Whisper' };
    for (const who of [ann, cal]) {
      for (const [name, filters] of [
        ['By amount', amount],
        ['By words', words],
      ] as const) {
        const saved = await t.call(saveSearch, { name, filters, alert: 'immediate' }, { token: who.token });
        expect(saved.status).toBe(200);
      }
    }
    const pitchId = await aPrivateRound(t, owner, {
      name: 'Whisper Labs',
      minPerInvestor: 45_000,
      isHidden: true,
    });
    await t.db.execute(sql`update pitches set is_hidden = false where id = ${pitchId}`);
    await settled();
    const titles = async (who: Person) => (await bell(who)).map((n) => n.title).sort();
    expect(await titles(ann)).toEqual(['New pitch for "By words"']);
    expect(await titles(cal)).toEqual(['New pitch for "By amount"', 'New pitch for "By words"']);
  });
});

describe('matching', () => {
  it('when an uncertified investor asks, then a private round is neither recommended nor explained', async () => {
    const recommended = async (who: Person) =>
      (await t.call(getRecommendedPitches, {}, { token: who.token })).body.pitch_data.map(
        (p: { _id: string }) => p._id,
      );
    const matches = async (who: Person) =>
      (await t.call(getPitchMatches, { pitch_ids: [privateId] }, { token: who.token })).body.matches;
    const nia = await anInvestor(t, 'Nia');
    const cyd = await aCertifiedInvestor(t, 'Cyd');
    expect(await recommended(nia)).not.toContain(privateId);
    expect(await matches(nia)).toEqual([]);
    expect(await recommended(cyd)).toContain(privateId);
    expect((await matches(cyd)).map((m: { pitch_id: string }) => m.pitch_id)).toEqual([privateId]);
  });
});

describe('contact requests', () => {
  it("when investors ask, then the founder sees each one's certification and the investor no hidden target", async () => {
    for (const who of [plain, certified]) {
      expect((await t.call(addContactRequest, { pitch_id: privateId }, { token: who.token })).status).toBe(
        200,
      );
    }
    const rows = (await t.call(getContactRequest, { pitch_id: privateId }, { token: owner.token })).body
      .contact_data as { investor_id: string; certification: unknown }[];
    const of = (who: Person) => rows.find((r) => r.investor_id === who.id)?.certification;
    expect(of(plain)).toBeNull();
    expect(of(certified)).toMatchObject({
      basis: 'entity',
      signed_at: expect.any(String),
      expires_at: expect.any(String),
    });

    const mine = (await t.call(getContactRequest, { get_all: true }, { token: plain.token })).body
      .contact_data;
    expect(mine[0].pitch).toMatchObject({ terms_hidden: true });
    expect(JSON.stringify(mine)).not.toContain(String(TARGET));
    const theirs = (await t.call(getContactRequest, { get_all: true }, { token: certified.token })).body
      .contact_data;
    expect(theirs[0].pitch).toMatchObject({ target: TARGET });
  });
});

describe('the wizard', () => {
  it('when the Pitch Details step sends private_round, then it is kept; a step without it leaves it as it is', async () => {
    const pitch = await saveStep(t, owner, { ...detailsFields(privateId), private_round: 'false' });
    expect(pitch.private_round).toBe(false);
    expect(
      (await saveStep(t, owner, { ...detailsFields(privateId), private_round: 'true' })).private_round,
    ).toBe(true);
    expect((await saveStep(t, owner, detailsFields(privateId))).private_round).toBe(true);
  });

  it('when private_round is not a boolean, then 400 names it and nothing changes', async () => {
    const answer = await send(t, editPitches, owner.token, {
      ...detailsFields(privateId),
      private_round: 'maybe',
    });
    expect(answer.status).toBe(400);
    expect(Object.keys(answer.body.errors)).toContain('private_round');
  });
});
