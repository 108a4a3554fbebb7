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
const include = process.env.API_SUITE === 'runtime' ? RUNTIME_FILES : ['src/**/*.test.ts'];
/** A `*.s3.test.ts` file imports another file's suite and runs it once more with its files on S3. */
const S3_FILES = '**/*.s3.test.ts';
const s3Files = include
  .filter((glob) => glob.includes('*'))
  .map((glob) => glob.replace(/\.test\.ts$/, '.s3.test.ts'));
// two API processes on one PostgreSQL: vitest.instances.config.ts, which .ci/run runs
const exclude = ['src/scale-out/**', '**/node_modules/**'];

const shared = {
  globalSetup: ['src/test/global-setup.ts'],
  setupFiles: ['src/test/setup-file.ts'],
  restoreMocks: true,
  // Each file opens its own database; PGlite boots a WASM Postgres, which takes a few seconds.
  testTimeout: 20_000,
  hookTimeout: 60_000,
};

export default defineConfig({
  test: {
    projects: [
      {
        // One module graph for the files of a worker: importing the whole app again for each of 160+ files
        // was more than half of the suite's time (676 s of 1,204 on a loaded CI machine). Each file builds
        // its own apps and database, and src/test/setup-file.ts undoes what a test may leave behind.
        test: { ...shared, name: 'api', include, exclude: [...exclude, S3_FILES], isolate: false },
      },
      {
        // Isolated: each must import its suite afresh (a module already run is not run again).
        test: { ...shared, name: 's3', include: s3Files, exclude },
      },
    ],
  },
});
