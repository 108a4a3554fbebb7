import { getFundRaiseData, hidePitches } from '@angelbridge/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PUBLIC_CHANGE_CHANNEL } from '../cache/index.js';
import { pitches } from '../db/schema/index.js';
import { startTestApp, type TestApp } from './harness.js';
import { anEntrepreneur, aPublishedPitch, type Person } from './pitches.js';

let t: TestApp;
let owner: Person;
let pitchId: string;
beforeAll(async () => {
  t = await startTestApp();
  owner = await anEntrepreneur(t);
  pitchId = await aPublishedPitch(t, owner);
});
afterAll(() => t.close());

const listed = async () =>
  ((await t.call(getFundRaiseData)).body.investment_data.pitch_data as { _id: string }[]).some(
    (p) => p._id === pitchId,
  );

/** Counts the harness's marker notifications while `run` runs. */
async function markersDuring(run: () => Promise<unknown>) {
  let markers = 0;
  const stop = await t.changes?.listen(PUBLIC_CHANGE_CHANNEL, (payload) => {
    if (payload.startsWith('heard:')) markers += 1;
  });
  try {
    await run();
  } finally {
    await stop?.();
  }
  return markers;
}

// The caches empty when a write's notification arrives, a moment after its commit; a read made at once
// must still see the write. Many rounds, because one round can pass by luck on the old harness.
describe('the test harness reads its own writes through the public caches', () => {
  it('when a test writes to the database directly, then the next cached public read already follows', async () => {
    for (let round = 0; round < 10; round++) {
      expect(await listed(), `round ${round}, shown`).toBe(true);
      await t.db.update(pitches).set({ isHidden: true }).where(eq(pitches.id, pitchId));
      expect(await listed(), `round ${round}, hidden`).toBe(false);
      await t.db.update(pitches).set({ isHidden: false }).where(eq(pitches.id, pitchId));
    }
  });

  it('when a write goes through the API, then the next cached public read already follows', async () => {
    for (let round = 0; round < 5; round++) {
      expect(await listed(), `round ${round}, shown`).toBe(true);
      await t.call(hidePitches, { pitch_id: pitchId, value: true }, { token: owner.token }).expect(200);
      expect(await listed(), `round ${round}, hidden`).toBe(false);
      await t.call(hidePitches, { pitch_id: pitchId, value: false }, { token: owner.token }).expect(200);
    }
  });

  it('when nothing was written since the last cached read, then the next one waits for no marker', async () => {
    await t.call(hidePitches, { pitch_id: pitchId, value: false }, { token: owner.token }).expect(200);
    expect(await markersDuring(() => listed())).toBe(t.changes ? 1 : 0);
    expect(await markersDuring(() => Promise.all([listed(), listed(), listed()]))).toBe(0);
  });
});
