import { deleteMyAccount, downloadMyData } from '@angelbridge/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestApp, PASSWORD, type Reference, signedInUser } from '../../test/accounts.js';
import type { TestApp } from '../../test/harness.js';
import { aPublishedPitch, type Person } from '../../test/pitches.js';
import { aDraft, anUpdateScene, aPublishedUpdate, recipientRows, updateCalls } from '../../test/updates.js';

// "Your data, your account" with investor updates (issue 34): the download carries the founder's updates
// and what a recipient received with when they read it; a deleted account takes its part with it.
let t: TestApp;
let ref: Reference;
let u: ReturnType<typeof updateCalls>;

beforeAll(async () => {
  ({ t, ref } = await openTestApp());
  u = updateCalls(t);
});
afterAll(() => t.close());

/** A person who signed up with a password (deleting an account asks for it). */
async function aRealPerson(type: 'entrepreneur' | 'investor'): Promise<Person> {
  const signed = await signedInUser(t, ref, type);
  return { id: signed.userId, token: signed.token, email: signed.email };
}
const download = async (who: Person) => {
  const res = await t.call(downloadMyData, {}, { token: who.token });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data;
};

describe('my data', () => {
  it('when a founder and a recipient download their data, then the founder’s updates and the received ones with read times are in it', async () => {
    const s = await anUpdateScene(t);
    const sent = await aPublishedUpdate(t, s.founder, s.pitchId);
    const draft = (await u.save(s.founder, aDraft(s.pitchId, { title: 'Unsent' }))).body.update._id;
    await u.one(s.investor, sent);
    const founder = await download(s.founder);
    expect(founder.investor_updates.map((x: { _id: string; status: string }) => [x._id, x.status])).toEqual([
      [draft, 'draft'],
      [sent, 'published'],
    ]);
    expect(founder.investor_updates[1].metrics).toHaveLength(2);
    const investor = await download(s.investor);
    expect(investor.received_updates).toHaveLength(1);
    expect(investor.received_updates[0]).toMatchObject({
      _id: sent,
      relation: 'investor',
      title: 'March: first revenue',
      body: expect.stringContaining('first two customers'),
    });
    expect(investor.received_updates[0].read_at).not.toBeNull();
    expect(investor.investor_updates).toEqual([]);
    // the other recipients are nobody's business in the file
    expect(JSON.stringify(investor)).not.toContain(s.funded.id);
  });
});

describe('deleting an account', () => {
  it('when a recipient deletes their account, then what they received goes, and the founder no longer lists them', async () => {
    const founder = await aRealPerson('entrepreneur');
    const pitchId = await aPublishedPitch(t, founder, { name: 'Followed Works' });
    const follower = await aRealPerson('investor');
    expect((await u.follow(follower, pitchId)).status).toBe(200);
    const id = await aPublishedUpdate(t, founder, pitchId, { audience: 'investors_and_followers' });
    expect((await recipientRows(t, id)).map((r) => r.user_id)).toEqual([follower.id]);
    const gone = await t.call(deleteMyAccount, { password: PASSWORD }, { token: follower.token });
    expect(gone.status, JSON.stringify(gone.body)).toBe(200);
    expect(await recipientRows(t, id)).toEqual([]);
    expect((await u.one(founder, id)).body.recipients).toEqual([]);
  });

  it('when a founder deletes their account, then their updates go with it and recipients find them no more', async () => {
    const founder = await aRealPerson('entrepreneur');
    const pitchId = await aPublishedPitch(t, founder, { name: 'Leaving Works' });
    const follower = await aRealPerson('investor');
    await u.follow(follower, pitchId);
    const id = await aPublishedUpdate(t, founder, pitchId, { audience: 'investors_and_followers' });
    await u.reply(follower, id, 'Thanks.');
    expect((await u.list(follower)).body.total).toBe(1);
    const gone = await t.call(deleteMyAccount, { password: PASSWORD }, { token: founder.token });
    expect(gone.status, JSON.stringify(gone.body)).toBe(200);
    expect((await u.one(follower, id)).status).toBe(404);
    expect((await u.list(follower)).body).toMatchObject({ total: 0, unread_total: 0, updates: [] });
    expect((await u.metrics(follower, pitchId)).status).toBe(404);
  });
});
