import { defineConfig } from 'vitest/config';

/**
 * Tests that start several API processes on one PostgreSQL database (TEST_DATABASE_URL is required):
 * `pnpm --filter @angelbridge/api test:instances`. Kept apart from the suite, which also runs on PGlite.
 */
export default defineConfig({
  test: {
    include: ['src/scale-out/**/*.test.ts'],
    globalSetup: ['src/test/global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 120_000,
  },
});
