import { afterEach, describe, expect, it, vi } from 'vitest';
import type { RateLimitStore } from '../../http/rate-limit-store.js';
import { hourlyBudget } from './hourly-budget.js';

const HOUR = 3_600_000;

/**
 * The store's counting rules in memory (each bucket has a key of its own, so windows never need to
 * expire here); the real store runs the same rules in SQL, covered by login-attacks.test.ts.
 */
function memoryStore() {
  const hits = new Map<string, number>();
  const store = {
    async hit(key: string, _windowMs: number, by = 1) {
      hits.set(key, (hits.get(key) ?? 0) + by);
      return { hits: hits.get(key) ?? 0, resetAt: new Date() };
    },
    async hitUnder(key: string, _windowMs: number, max: number, besides: string) {
      const seen = { hits: hits.get(key) ?? 0, besides: hits.get(besides) ?? 0 };
      const counted = seen.hits + seen.besides < max;
      if (counted) hits.set(key, seen.hits + 1);
      return { counted, ...seen };
    },
    async clear(key: string) {
      hits.delete(key);
    },
  };
  return store as unknown as RateLimitStore;
}

afterEach(() => {
  vi.useRealTimers();
});

describe('a budget over any 60 minutes', () => {
  it('when tries come at the end of one hour and the start of the next, then no 60 minutes let more than the budget through', async () => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2026-01-01T09:59:00Z'));
    const budget = hourlyBudget(memoryStore(), 'test', 5);
    const passed: number[] = [];
    // a try every 10 s from 09:59 to 12:10
    for (let t = 0; t < 131 * 6; t++) {
      if ((await budget.take('account')).ok) passed.push(Date.now());
      vi.advanceTimersByTime(10_000);
    }
    for (const start of passed) {
      expect(passed.filter((at) => at >= start && at < start + HOUR).length).toBeLessThanOrEqual(5);
    }
    // the budget is used again once the hour that spent it is over
    expect(passed.length).toBeGreaterThan(5);
  });

  it('when the budget is spent, then retry_after points to when a try passes again', async () => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2026-01-01T10:30:00Z'));
    const budget = hourlyBudget(memoryStore(), 'test', 3);
    for (let i = 0; i < 3; i++) expect((await budget.take('x')).ok).toBe(true);
    const refused = await budget.take('x');
    expect(refused).toEqual({ ok: false, retryAfter: 2 * 3600 - 30 * 60 });
    vi.advanceTimersByTime(refused.ok ? 0 : refused.retryAfter * 1000 - 1000);
    expect((await budget.take('x')).ok).toBe(false);
    vi.advanceTimersByTime(1000);
    expect((await budget.take('x')).ok).toBe(true);
  });

  it('when a try is given back, then it does not count', async () => {
    const budget = hourlyBudget(memoryStore(), 'test', 2);
    for (let i = 0; i < 5; i++) {
      const take = await budget.take('y');
      expect(take.ok).toBe(true);
      if (take.ok) await take.giveBack();
    }
    await budget.take('y');
    await budget.take('y');
    expect((await budget.take('y')).ok).toBe(false);
    await budget.clear('y');
    expect((await budget.take('y')).ok).toBe(true);
  });
});
