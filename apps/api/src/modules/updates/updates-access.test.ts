import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/harness.js';
import type { Person } from '../../test/pitches.js';
import {
  aDraft,
  anUpdateScene,
  aPublishedUpdate,
  type UpdateScene,
  updateCalls,
} from '../../test/updates.js';

// Who may make each call of investor updates (issue 34): the owner writes and reads everything of their
// pitch; recipients read what was sent to them and reply; nobody else learns that an update exists.
let t: TestApp;
let s: UpdateScene;
let u: ReturnType<typeof updateCalls>;
/** Sent to investors and followers; sent to investors only; a draft. */
let toAll: string;
let toInvestors: string;
let draft: string;

beforeAll(async () => {
  t = await startTestApp();
  u = updateCalls(t);
  s = await anUpdateScene(t);
  toAll = await aPublishedUpdate(t, s.founder, s.pitchId, { audience: 'investors_and_followers' });
  toInvestors = await aPublishedUpdate(t, s.founder, s.pitchId, { title: 'April' });
  const saved = await u.save(s.founder, aDraft(s.pitchId, { title: 'Secret draft' }));
  draft = saved.body.update._id;
});
afterAll(() => t.close());

type Who = 'guest' | 'strangerFounder' | 'owner' | 'recipient' | 'nonRecipient' | 'follower' | 'unsigned';
const person = (who: Who): Person | null =>
  ({
    guest: null,
    strangerFounder: s.strangerFounder,
    owner: s.founder,
    recipient: s.investor,
    nonRecipient: s.strangerInvestor,
    follower: s.follower,
    unsigned: s.unsigned,
  })[who];

/** Who reads (and replies to) an update sent to investors and followers, and reads its pitch's metrics. */
const READERS_OF_AN_UPDATE_TO_ALL = {
  guest: 401,
  strangerFounder: 404,
  owner: 200,
  recipient: 200,
  nonRecipient: 404,
  follower: 200,
  unsigned: 404,
} as const;

const expectStatuses = async (
  call: (who: Person | null) => Promise<{ status: number; body: unknown }>,
  expected: Partial<Record<Who, number>>,
) => {
  const seen: Partial<Record<Who, number>> = {};
  for (const who of Object.keys(expected) as Who[]) seen[who] = (await call(person(who))).status;
  expect(seen).toEqual(expected);
};

describe('who may write', () => {
  it('when anyone but the owner saves, publishes or deletes, then the guest gets 401, an investor 403 and another founder 404', async () => {
    const writes = { guest: 401, strangerFounder: 404, recipient: 403, nonRecipient: 403, follower: 403 };
    await expectStatuses((who) => u.save(who, aDraft(s.pitchId)), writes);
    await expectStatuses((who) => u.save(who, aDraft(s.pitchId, { update_id: draft })), writes);
    await expectStatuses((who) => u.publish(who, draft), writes);
    await expectStatuses((who) => u.remove(who, draft), writes);
    // another founder naming their own pitch and this draft: still nothing of theirs
    const own = await u.save(s.strangerFounder, aDraft(s.pitchId));
    expect(own.status).toBe(404);
    // the draft is as it was
    expect((await u.one(s.founder, draft)).body.update).toMatchObject({
      title: 'Secret draft',
      status: 'draft',
    });
  });

  it('when the owner saves, then the draft is theirs to read and nobody else’s, recipients included', async () => {
    await expectStatuses((who) => u.one(who, draft), {
      guest: 401,
      strangerFounder: 404,
      owner: 200,
      recipient: 404,
      nonRecipient: 404,
      follower: 404,
    });
    const listed = await u.list(s.investor);
    expect(listed.body.updates.map((x: { _id: string }) => x._id)).not.toContain(draft);
  });
});

describe('who may read', () => {
  it('when an update went to investors and followers, then its recipients and the owner read it, and nobody else', async () => {
    await expectStatuses((who) => u.one(who, toAll), READERS_OF_AN_UPDATE_TO_ALL);
  });

  it('when an update went to investors only, then a follower is told it does not exist', async () => {
    await expectStatuses((who) => u.one(who, toInvestors), {
      owner: 200,
      recipient: 200,
      follower: 404,
      nonRecipient: 404,
    });
  });

  it('when the owner reads a published update, then they see who received it; a recipient sees no such list', async () => {
    const owner = await u.one(s.founder, toAll);
    expect(owner.body.recipients.length).toBeGreaterThan(0);
    expect(owner.body.conversation_id).toBeNull();
    const recipient = await u.one(s.investor, toAll);
    expect(recipient.body.recipients).toBeNull();
    expect(recipient.body.update.title).toBe('March: first revenue');
  });

  it('when the lists are read, then each caller sees only their own, and another founder naming the pitch gets 404', async () => {
    const ids = async (who: Person, body: object = {}) =>
      (await u.list(who, body)).body.updates.map((x: { _id: string }) => x._id);
    expect(await ids(s.founder)).toEqual(expect.arrayContaining([toAll, toInvestors, draft]));
    expect(await ids(s.investor)).toEqual([toInvestors, toAll]);
    expect(await ids(s.follower)).toEqual([toAll]);
    expect(await ids(s.strangerInvestor)).toEqual([]);
    expect(await ids(s.strangerInvestor, { pitch_id: s.pitchId })).toEqual([]);
    expect(await ids(s.strangerFounder)).toEqual([]);
    expect((await u.list(s.strangerFounder, { pitch_id: s.pitchId })).status).toBe(404);
    expect((await u.list(null)).status).toBe(401);
  });

  it('when metrics are asked, then the owner and recipients get them and anyone else 404 (401 for a guest)', async () => {
    await expectStatuses((who) => u.metrics(who, s.pitchId), READERS_OF_AN_UPDATE_TO_ALL);
    await expectStatuses((who) => u.portfolio(who), {
      guest: 401,
      strangerFounder: 403,
      owner: 403,
      recipient: 200,
      nonRecipient: 200,
    });
    expect((await u.portfolio(s.strangerInvestor)).body.companies).toEqual([]);
  });

  it('when any read answers, then it may not be stored by a browser or a cache', async () => {
    for (const res of [
      await u.list(s.investor),
      await u.one(s.investor, toAll),
      await u.metrics(s.investor, s.pitchId),
      await u.portfolio(s.investor),
    ]) {
      expect(res.status).toBe(200);
      expect(res.headers['cache-control']).toBe('no-store');
    }
  });
});

describe('who may reply', () => {
  it('when anyone but a recipient replies, then nothing is posted (401, 403, 404)', async () => {
    await expectStatuses((who) => u.reply(who, toAll, 'Great news.'), {
      guest: 401,
      strangerFounder: 403,
      owner: 403,
      nonRecipient: 404,
      unsigned: 404,
    });
    await expectStatuses((who) => u.reply(who, toInvestors, 'Great news.'), { follower: 404 });
    await expectStatuses((who) => u.reply(who, draft, 'Great news.'), { recipient: 404 });
  });
});
