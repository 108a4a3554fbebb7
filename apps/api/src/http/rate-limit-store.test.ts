import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { queryRows } from '../db/client.js';
import { startTestApp } from '../test/harness.js';
import { createRateLimitStore } from './rate-limit-store.js';

const t = await startTestApp();
afterAll(() => t.close());

const keysLike = async (prefix: string) =>
  (
    await queryRows<{ key: string; hits: number }>(
      t.db,
      sql`select key, hits from rate_limits where key like ${`${prefix}%`} order by key`,
    )
  ).map((r) => [r.key, r.hits]);

describe('the rate-limit counters', () => {
  it('when a store counts, then its first hit drops the expired windows, and the next hits count on in the same window', async () => {
    await t.db.execute(sql`insert into rate_limits (key, hits, reset_at)
      values ('sweep-test:old', 9, now() - interval '1 minute'), ('sweep-test:live', 3, now() + interval '1 hour')`);
    const store = createRateLimitStore(t.db);
    const first = await store.hit('sweep-test:mine', 60_000);
    expect(first.hits).toBe(1);
    expect(await keysLike('sweep-test:')).toEqual([
      ['sweep-test:live', 3],
      ['sweep-test:mine', 1],
    ]);
    const [second, third] = [
      await store.hit('sweep-test:mine', 60_000),
      await store.hit('sweep-test:mine', 60_000, 2),
    ];
    expect([second.hits, third.hits]).toEqual([2, 4]);
    expect(third.resetAt.getTime()).toBe(first.resetAt.getTime());
  });
});
