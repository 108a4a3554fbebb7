import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config.js';
import { retryDelay } from './job-worker.js';

describe('retryDelay', () => {
  it('with the default settings, then the first retry comes within 10 s, doubling, capped at 10 minutes', () => {
    const { mailQueue } = loadConfig({
      NODE_ENV: 'test',
      DATA_DIR: '/tmp',
      JWT_SECRET: 'test-secret-that-is-long-enough-for-hs256',
    });
    const delays = [1, 2, 3, 4, 8, 9, 200].map((n) =>
      retryDelay(n, mailQueue.retryFirstMs, mailQueue.retryMaxMs),
    );
    expect(delays[0]).toBeLessThanOrEqual(10_000);
    expect(delays.slice(0, 4)).toEqual([5_000, 10_000, 20_000, 40_000]);
    expect(delays.slice(4)).toEqual([600_000, 600_000, 600_000]);
    // 24 hours of tries at the cap is well over a hundred of them before giving up
    expect(mailQueue.giveUpMs).toBe(24 * 60 * 60_000);
  });
});
