import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startTestApp, type TestApp } from '../test/harness.js';
import { createPublicCache } from './public-cache.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

/** A cache of values from `tables`, with a loader that counts its calls. */
async function countingCache(tables: string[]) {
  const cache = createPublicCache<number>(t.changes, { tables });
  await cache.ready;
  let loads = 0;
  const get = () =>
    cache.get('key', async () => {
      loads += 1;
      return loads;
    });
  return { cache, get, loads: () => loads };
}

describe('public cache', () => {
  it('when a value is cached, then later reads do not load it again', async () => {
    const { get, loads } = await countingCache(['cms_pages']);
    expect(await get()).toBe(1);
    expect(await get()).toBe(1);
    expect(loads()).toBe(1);
  });

  it('when readers ask at the same moment, then one load serves them all', async () => {
    const { get, loads } = await countingCache(['cms_pages']);
    expect(await Promise.all([get(), get(), get()])).toEqual([1, 1, 1]);
    expect(loads()).toBe(1);
  });

  it('when a watched table is written, then the database NOTIFY empties the cache and the next read loads afresh', async () => {
    const { cache, get } = await countingCache(['cms_pages']);
    await get();
    expect(cache.size).toBe(1);
    await t.db.execute(sql`update cms_pages set title = title`);
    await vi.waitFor(() => expect(cache.size).toBe(0), { timeout: 15_000 });
    expect(await get()).toBe(2);
  });

  it('when a table the cache does not read is written, then its entries stay', async () => {
    const { cache, get } = await countingCache(['cms_pages']);
    const { cache: watcher, get: watch } = await countingCache(['states']);
    await get();
    await watch();
    await t.db.execute(sql`update states set name = name where false`);
    // the states cache hearing the change proves the notification arrived; the cms cache ignored it
    await vi.waitFor(() => expect(watcher.size).toBe(0), { timeout: 15_000 });
    expect(cache.size).toBe(1);
  });

  it('when a change comes while a load is running, then what that load read is not kept', async () => {
    const cache = createPublicCache<string>(t.changes, { tables: ['cms_pages'] });
    await cache.ready;
    let release: () => void = () => undefined;
    const stale = cache.get('key', async () => {
      await new Promise<void>((resolve) => {
        release = resolve;
      });
      return 'read before the change';
    });
    cache.clear();
    release();
    expect(await stale).toBe('read before the change');
    expect(cache.size).toBe(0);
    expect(await cache.get('key', async () => 'fresh')).toBe('fresh');
  });

  it('when there is no change feed, then nothing is kept (every read loads)', async () => {
    const cache = createPublicCache<number>(undefined, { tables: ['cms_pages'] });
    await cache.ready;
    let loads = 0;
    await cache.get('key', async () => ++loads);
    await cache.get('key', async () => ++loads);
    expect(loads).toBe(2);
    expect(cache.size).toBe(0);
  });

  it('when more keys are read than it may hold, then the least recently used go first', async () => {
    const cache = createPublicCache<string>(t.changes, { tables: ['cities'], maxEntries: 2 });
    await cache.ready;
    await cache.get('a', async () => 'a');
    await cache.get('b', async () => 'b');
    await cache.get('a', async () => 'a again');
    await cache.get('c', async () => 'c');
    expect(await cache.get('a', async () => 'reloaded')).toBe('a');
    expect(await cache.get('b', async () => 'reloaded')).toBe('reloaded');
  });
});
