import { updateTexts as ut } from '@angelbridge/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aFounderWithPitch } from '../../test/commitments.js';
import { startTestApp, type TestApp } from '../../test/harness.js';
import { anEntrepreneur, aPublishedPitch, type Person } from '../../test/pitches.js';
import { aDraft, aPublishedUpdate, updateCalls, updateRowCounts } from '../../test/updates.js';

// Bad input to the updates' writes (issue 34): each gets a 4xx naming its field, and nothing is written.
let t: TestApp;
let u: ReturnType<typeof updateCalls>;
let founder: Person;
let pitchId: string;

beforeAll(async () => {
  t = await startTestApp();
  u = updateCalls(t);
  ({ founder, pitchId } = await aFounderWithPitch(t, 'Fay'));
});
afterAll(() => t.close());

const metric = (more: object = {}) => ({
  key: 'mrr',
  label: 'MRR',
  value: 100,
  unit: 'currency',
  period: '2026-03',
  ...more,
});

/** Sends `body` as a save and expects `status` naming `field`, with every updates table as it was. */
async function refused(body: object, status: number, field: string | null, who: Person = founder) {
  const before = await updateRowCounts(t);
  const res = await u.save(who, body);
  expect(res.status, JSON.stringify(res.body)).toBe(status);
  if (field) expect(Object.keys(res.body.errors ?? {}), JSON.stringify(res.body)).toContain(field);
  expect(await updateRowCounts(t)).toEqual(before);
  return res;
}

describe('saving a draft with bad input', () => {
  it('when there are 21 metrics, then 400 names metrics', async () => {
    const metrics = Array.from({ length: 21 }, (_, i) => metric({ key: `m${i}` }));
    const res = await refused(aDraft(pitchId, { metrics }), 400, 'metrics');
    expect(res.body.errors.metrics).toBe(ut.metricsTooMany);
  });

  it('when a value is not a number, then 400 names it', async () => {
    for (const value of ['abc', '12a', null, true, '1e5', 'NaN', {}])
      await refused(aDraft(pitchId, { metrics: [metric({ value })] }), 400, 'metrics.0.value');
    await refused(aDraft(pitchId, { metrics: [metric({ value: 12.5 })] }), 400, 'metrics.0.value');
    await refused(
      aDraft(pitchId, { metrics: [metric({ unit: 'percent', value: 1.255 })] }),
      400,
      'metrics.0.value',
    );
    await refused(aDraft(pitchId, { metrics: [metric({ value: 1e13 })] }), 400, 'metrics.0.value');
  });

  it('when a period is not a month YYYY-MM, then 400 names it', async () => {
    for (const period of ['2026-13', '2026-1', '2026-00', '26-01', '2026/01', ''])
      await refused(aDraft(pitchId, { metrics: [metric({ period })] }), 400, 'metrics.0.period');
  });

  it('when a unit is not currency, count or percent, then 400 names it', async () => {
    for (const unit of ['euro', '', 'COUNT'])
      await refused(aDraft(pitchId, { metrics: [metric({ unit })] }), 400, 'metrics.0.unit');
  });

  it('when a key is not a slug, then 400 names it', async () => {
    for (const key of ['MRR!', 'a b', 'Mrr', '-mrr', 'mrr-', '', 'x'.repeat(41)])
      await refused(aDraft(pitchId, { metrics: [metric({ key })] }), 400, 'metrics.0.key');
  });

  it('when a key and period appear twice, then 400 names the second', async () => {
    await refused(aDraft(pitchId, { metrics: [metric(), metric({ value: 2 })] }), 400, 'metrics.1.key');
  });

  it('when the body is over 20,000 characters or the title over 150, then 400 names it', async () => {
    await refused(aDraft(pitchId, { body: 'x'.repeat(20_001) }), 400, 'body');
    await refused(aDraft(pitchId, { title: 't'.repeat(151) }), 400, 'title');
    await refused(aDraft(pitchId, { title: '   ' }), 400, 'title');
    await refused(aDraft(pitchId, { audience: 'everyone' }), 400, 'audience');
    // the limits themselves are fine
    const fits = await u.save(founder, aDraft(pitchId, { body: 'x'.repeat(20_000), title: 't'.repeat(150) }));
    expect(fits.status, JSON.stringify(fits.body)).toBe(200);
    await u.remove(founder, fits.body.update._id);
  });

  it('when a stranger writes to the pitch, then 404 and nothing is written', async () => {
    await refused(aDraft(pitchId), 404, null, await anEntrepreneur(t, 'Eve'));
  });

  it('when a draft is saved under another pitch of the same founder, then 400 names pitch_id', async () => {
    const saved = await u.save(founder, aDraft(pitchId));
    const second = await aPublishedPitch(t, founder, { name: 'Second Works' });
    const res = await refused(aDraft(second, { update_id: saved.body.update._id }), 400, 'pitch_id');
    expect(res.body.errors.pitch_id).toBe(ut.pitchMismatch);
    // another founder's pitch: 404 before anything else
    const other = await aFounderWithPitch(t, 'Fay');
    await refused(aDraft(other.pitchId, { update_id: saved.body.update._id }), 404, null);
    await u.remove(founder, saved.body.update._id);
  });
});

describe('writes a published update refuses', () => {
  it('when an update is published twice, edited or deleted, then 409 and it stays as it was', async () => {
    const id = await aPublishedUpdate(t, founder, pitchId);
    const before = await updateRowCounts(t);
    const again = await u.publish(founder, id);
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(ut.alreadyPublished);
    const edited = await u.save(founder, aDraft(pitchId, { update_id: id, title: 'Changed' }));
    expect(edited.status).toBe(409);
    const deleted = await u.remove(founder, id);
    expect(deleted.status).toBe(409);
    expect(deleted.body.message).toBe(ut.publishedNotDeletable);
    expect(await updateRowCounts(t)).toEqual(before);
    expect((await u.one(founder, id)).body.update.title).toBe('March: first revenue');
  });

  it('when two publishes of one draft race, then one publishes and the other gets 409', async () => {
    const saved = await u.save(founder, aDraft(pitchId));
    const answers = await Promise.all([1, 2, 3].map(() => u.publish(founder, saved.body.update._id)));
    expect(answers.map((r) => r.status).sort()).toEqual([200, 409, 409]);
  });

  it('when a draft without a body is published, then 400 names body and it stays a draft', async () => {
    const saved = await u.save(founder, aDraft(pitchId, { body: '  ' }));
    expect(saved.status).toBe(200);
    const before = await updateRowCounts(t);
    const res = await u.publish(founder, saved.body.update._id);
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual({ body: ut.bodyRequired });
    expect(await updateRowCounts(t)).toEqual(before);
    expect((await u.one(founder, saved.body.update._id)).body.update.status).toBe('draft');
  });

  it('when ids are not ids or the page is not a page, then 400 names them', async () => {
    expect(Object.keys((await u.publish(founder, 'nope')).body.errors)).toEqual(['update_id']);
    expect(Object.keys((await u.one(founder, 'nope')).body.errors)).toEqual(['update_id']);
    expect(Object.keys((await u.list(founder, { page: 0 })).body.errors)).toEqual(['page']);
    expect(Object.keys((await u.metrics(founder, '12')).body.errors)).toEqual(['pitch_id']);
    const long = await u.reply(founder, crypto.randomUUID(), 'x'.repeat(4001));
    // the founder is no investor: the role is refused before the body is read
    expect(long.status).toBe(403);
  });
});

describe('the rate of writes', () => {
  it('when a founder writes more than 30 times a minute, then 429 and nothing more is written', async () => {
    const busy = await aFounderWithPitch(t, 'Bea');
    const answers = [];
    for (let i = 0; i < 31; i++) answers.push((await u.save(busy.founder, aDraft(busy.pitchId))).status);
    expect(answers.filter((s) => s === 200)).toHaveLength(30);
    expect(answers.at(-1)).toBe(429);
  });
});
