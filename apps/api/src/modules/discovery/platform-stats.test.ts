import { getPlatformStats, type PlatformStats } from '@angelbridge/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pitches, users } from '../../db/schema/index.js';
import { startTestApp, type TestApp } from '../../test/harness.js';
import { insertPerson } from '../../test/people.js';
import { insertPitch } from '../../test/pitches.js';

let t: TestApp;
let draftId: string;
let before: PlatformStats;

const stats = async (): Promise<PlatformStats> => {
  const res = await t.call(getPlatformStats, {});
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.stats;
};

beforeAll(async () => {
  t = await startTestApp();
  // whatever the harness seeds counts as it is; this file's rows are counted on top of it
  before = await stats();
  const founder = (await insertPerson(t.db, { firstName: 'Amara', lastName: 'Okafor' })).id;
  await insertPerson(t.db, { firstName: 'Half', lastName: 'Done', complete: false });
  const suspended = (await insertPerson(t.db, { firstName: 'Sus', lastName: 'Pended' })).id;
  await insertPerson(t.db, { type: 'investor', firstName: 'Grace', lastName: 'Moreau' });
  await insertPerson(t.db, { type: 'investor', firstName: 'Ivy', lastName: 'Stone' });
  await insertPerson(t.db, { type: 'investor', firstName: 'Not', lastName: 'Finished', complete: false });
  const gone = (await insertPerson(t.db, { type: 'investor', firstName: 'Gone', lastName: 'Away' })).id;
  await insertPitch(t.db, { ownerId: founder, name: 'HeatShift', fundingRaised: 1_250_000 });
  await insertPitch(t.db, { ownerId: founder, name: 'Second', fundingRaised: 12_400_000 });
  await insertPitch(t.db, { ownerId: founder, name: 'Hidden', isHidden: true, fundingRaised: 900_000 });
  draftId = await insertPitch(t.db, { ownerId: founder, name: 'Draft', draft: true, fundingRaised: 50_000 });
  // a suspended founder's pitch leaves the public places with them, and its money with it
  await insertPitch(t.db, { ownerId: suspended, name: 'Withdrawn', fundingRaised: 3_000_000 });
  await t.db.update(users).set({ suspendedAt: new Date() }).where(eq(users.id, suspended));
  await t.db.update(users).set({ suspendedAt: new Date() }).where(eq(users.id, gone));
  await t.changesHeard();
});
afterAll(() => t.close());

describe('/getPlatformStats', () => {
  it('when people and pitches are incomplete, suspended, hidden or drafts, then only what a guest can find is counted, the money as a whole number', async () => {
    const now = await stats();
    expect(now).toEqual({
      investors: before.investors + 2,
      entrepreneurs: before.entrepreneurs + 1,
      pitches: before.pitches + 2,
      capital_raised: before.capital_raised + 13_650_000,
      currency: 'CAD',
    });
    expect(Number.isInteger(now.capital_raised)).toBe(true);
  });

  it('when a draft is published, then the cached answer is dropped and the next read counts it', async () => {
    const cached = await stats(); // warms the public cache
    expect((await t.call(getPlatformStats, {})).body.stats).toEqual(cached);
    await t.db.update(pitches).set({ draft: false }).where(eq(pitches.id, draftId));
    // the caches drop the answer when the write's notification arrives, a moment after the commit
    await t.changesHeard();
    const after = await stats();
    expect(after.pitches).toBe(cached.pitches + 1);
    expect(after.capital_raised).toBe(cached.capital_raised + 50_000);
  });
});
