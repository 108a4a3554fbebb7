import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    // two API processes on one PostgreSQL: vitest.instances.config.ts, which .ci/run runs
    exclude: ['src/scale-out/**', '**/node_modules/**'],
    globalSetup: ['src/test/global-setup.ts'],
    // Each file opens its own database; PGlite boots a WASM Postgres, which takes a few seconds.
    testTimeout: 20_000,
    hookTimeout: 60_000,
  },
});
