import { afterEach, vi } from 'vitest';

// The files of a worker share one module graph (vitest.config.ts: isolate false): a test that stopped
// before restoring the clock must not leave the next file with a fake one.
afterEach(() => {
  vi.useRealTimers();
});
