import { defineConfig } from 'vitest/config';

/**
 * `API_SUITE=runtime` runs only the files whose subject is the platform under the modules (HTTP, caches,
 * the database client, storage, mail, jobs, server rendering, the harness) and the module files that
 * reach a native or runtime-specific part (bcrypt, sharp, file-type uploads, the live streams). CI runs
 * them on Node 20 and PGlite, the development setup, and the whole suite on Node 24 and PostgreSQL, the
 * production setup (.ci/run says why). Without it (a developer's `pnpm test`), every file runs.
 */
const RUNTIME_FILES = [
  'src/*.test.ts',
  'src/{cache,db,http,jobs,mail,storage,test}/**/*.test.ts',
  'src/modules/auth/passwords.test.ts',
  'src/modules/pitches/pitch-cover.test.ts',
  'src/modules/pitches/pitch-files.test.ts',
  'src/modules/conversations/live-events.test.ts',
  'src/modules/notifications/notification-stream.test.ts',
];

export default defineConfig({
  test: {
    include: process.env.API_SUITE === 'runtime' ? RUNTIME_FILES : ['src/**/*.test.ts'],
    // two API processes on one PostgreSQL: vitest.instances.config.ts, which .ci/run runs
    exclude: ['src/scale-out/**', '**/node_modules/**'],
    globalSetup: ['src/test/global-setup.ts'],
    // Each file opens its own database; PGlite boots a WASM Postgres, which takes a few seconds.
    testTimeout: 20_000,
    hookTimeout: 60_000,
  },
});
