import { SPARKLINE_POINTS } from '@angelbridge/contracts';
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

// Metrics over time (issue 34): per key and month, the value of the newest published update a reader
// received; corrections by a newer update win; drafts never count.
let t: TestApp;
let s: UpdateScene;
let u: ReturnType<typeof updateCalls>;

const m = (key: string, period: string, value: number, more: object = {}) => ({
  key,
  label: key.toUpperCase(),
  value,
  unit: 'currency',
  period,
  ...more,
});

beforeAll(async () => {
  t = await startTestApp();
  u = updateCalls(t);
  s = await anUpdateScene(t);
  const publish = (audience: string, metrics: object[]) =>
    aPublishedUpdate(t, s.founder, s.pitchId, { audience, metrics });
  // January and February, to investors
  await publish('investors', [
    m('mrr', '2026-01', 1000),
    m('mrr', '2026-02', 2000),
    m('churn', '2026-02', 2.5, { unit: 'percent' }),
  ]);
  // February corrected, March added, to investors
  await publish('investors', [m('mrr', '2026-02', 2100), m('mrr', '2026-03', 3000)]);
  // March corrected again, to investors and followers, with users
  await publish('investors_and_followers', [
    m('mrr', '2026-03', 3300, { label: 'Monthly revenue' }),
    m('users', '2026-03', 50, { unit: 'count' }),
  ]);
  // March corrected once more, to investors only: the follower never received it
  await publish('investors', [m('mrr', '2026-03', 3500, { label: 'Monthly revenue' })]);
  // a draft with April: not published, counts for nobody
  await u.save(s.founder, aDraft(s.pitchId, { metrics: [m('mrr', '2026-04', 9999)] }));
});
afterAll(() => t.close());

type Series = { key: string; label: string; unit: string; points: { period: string; value: number }[] };
const seriesOf = async (who: Person) => {
  const res = await u.metrics(who, s.pitchId);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return Object.fromEntries(
    (res.body.series as Series[]).map((x) => [
      x.key,
      { label: x.label, unit: x.unit, points: x.points.map((p) => [p.period, p.value]) },
    ]),
  );
};

describe('a pitch’s metrics', () => {
  it('when the owner reads them, then each month has the newest published value, oldest month first', async () => {
    expect(await seriesOf(s.founder)).toEqual({
      mrr: {
        label: 'Monthly revenue',
        unit: 'currency',
        points: [
          ['2026-01', 1000],
          ['2026-02', 2100],
          ['2026-03', 3500],
        ],
      },
      churn: { label: 'CHURN', unit: 'percent', points: [['2026-02', 2.5]] },
      users: { label: 'USERS', unit: 'count', points: [['2026-03', 50]] },
    });
  });

  it('when an investor who received every update reads them, then they see what the owner sees', async () => {
    expect(await seriesOf(s.investor)).toEqual(await seriesOf(s.founder));
  });

  it('when a follower reads them, then only what was sent to them counts', async () => {
    expect(await seriesOf(s.follower)).toEqual({
      mrr: { label: 'Monthly revenue', unit: 'currency', points: [['2026-03', 3300]] },
      users: { label: 'USERS', unit: 'count', points: [['2026-03', 50]] },
    });
  });

  it('when a point is answered, then it names the update it came from and when that was published', async () => {
    const res = await u.metrics(s.investor, s.pitchId);
    const mrr = res.body.series.find((x: Series) => x.key === 'mrr');
    const march = mrr.points.at(-1);
    const source = await u.one(s.investor, march.update_id);
    expect(source.body.update.metrics).toEqual([
      { key: 'mrr', label: 'Monthly revenue', value: 3500, unit: 'currency', period: '2026-03' },
    ]);
    expect(march.published_at).toBe(source.body.update.published_at);
  });
});

describe('the portfolio’s sparklines', () => {
  it('when an investor reads them, then each company that sent them metrics lists each metric’s newest points', async () => {
    const months = Array.from({ length: 14 }, (_, i) => {
      const d = new Date(Date.UTC(2025, 1 + i, 1));
      return d.toISOString().slice(0, 7);
    });
    await aPublishedUpdate(t, s.founder, s.pitchId, {
      metrics: months.map((period, i) => m('arr', period, 10_000 + i * 1000)),
    });
    const res = await u.portfolio(s.investor);
    expect(res.status).toBe(200);
    expect(res.body.companies).toHaveLength(1);
    const [company] = res.body.companies;
    expect(company).toMatchObject({ pitch_id: s.pitchId, name_of_pitch: s.pitchName });
    const arr = company.series.find((x: Series) => x.key === 'arr');
    expect(arr.points).toHaveLength(SPARKLINE_POINTS);
    expect(arr.points.map((p: { period: string }) => p.period)).toEqual(months.slice(-SPARKLINE_POINTS));
    // the pitch's own series keeps every month
    const full = (await u.metrics(s.investor, s.pitchId)).body.series.find((x: Series) => x.key === 'arr');
    expect(full.points).toHaveLength(14);
    // the follower never received arr
    const follower = (await u.portfolio(s.follower)).body.companies[0];
    expect(follower.series.map((x: Series) => x.key).sort()).toEqual(['mrr', 'users']);
  });
});
