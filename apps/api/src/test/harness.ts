import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Endpoint } from '@angelbridge/contracts';
import supertest from 'supertest';
import { inject } from 'vitest';
import { assembleApp } from '../assemble.js';
import { loadConfig } from '../config.js';
import { type Database, openDatabase } from '../db/client.js';
import { waitForChangesBeforeCachedReads } from './cached-reads.js';
import { adminUrl, databaseUrl } from './postgres.js';
import type { S3Server } from './s3-server.js';
import type { StoreKind } from './stored-files.js';

export const TEST_API_KEY = 'test-api-key';

/** A fresh copy of the test run's template (PostgreSQL) or seeded dump (PGlite); `drop` ends it. */
export async function freshDatabase(): Promise<{
  database: Database;
  url?: string;
  drop: () => Promise<void>;
}> {
  const template = inject('pgTemplate');
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (template && serverUrl) {
    const name = `angelbridge_test_${process.pid}_${Math.random().toString(36).slice(2, 10)}`;
    const pg = await import('pg');
    const admin = new pg.default.Client({ connectionString: adminUrl(serverUrl) });
    await admin.connect();
    await admin.query(`create database ${name} template ${template}`);
    const url = databaseUrl(serverUrl, name);
    const database = await openDatabase({ kind: 'postgres', url });
    return {
      database,
      url,
      drop: async () => {
        await database.close();
        // pg's pool.end() resolves before its sockets are closed; a forced drop would then terminate
        // connections that are still closing, which the pool reports as an unhandled error
        for (let i = 0; i < 50; i++) {
          const open = await admin.query('select 1 from pg_stat_activity where datname = $1', [name]);
          if (open.rowCount === 0) break;
          await new Promise((resolve) => setTimeout(resolve, 20));
        }
        await admin.query(`drop database if exists ${name} with (force)`);
        await admin.end();
      },
    };
  }
  const dump = inject('pgliteDump');
  if (!dump) throw new Error('The test global setup made no database to copy.');
  const database = await openDatabase({
    kind: 'pglite',
    dataDir: 'memory://',
    loadFrom: new Blob([readFileSync(dump)]),
  });
  return { database, drop: () => database.close() };
}

export interface CallOptions {
  token?: string;
  apiKey?: string | null;
}

let defaultStore: StoreKind = 'local';

/**
 * Every app this test file starts keeps its files in `store`: a `*.s3.test.ts` file sets 's3', then
 * imports a suite, which so runs once more on S3 unchanged.
 */
export function useStore(store: StoreKind) {
  defaultStore = store;
}

/**
 * One application on a fresh database (PGlite, or the PostgreSQL of TEST_DATABASE_URL), driven over
 * HTTP in-process. Call `close()` in afterAll. `store: 's3'` keeps its files in a real S3-compatible
 * server started for it (s3rver), instead of a temporary folder.
 */
export async function startTestApp(
  env: NodeJS.ProcessEnv = {},
  { store = defaultStore, mailWorker }: { store?: StoreKind; mailWorker?: boolean } = {},
) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'angelbridge-app-'));
  // s3rver (and its own framework) loads only for the files that use it
  const s3: S3Server | null = store === 's3' ? await (await import('./s3-server.js')).startS3Server() : null;
  const config = loadConfig({
    // no web build unless a test brings one
    WEB_DIST: path.join(dataDir, 'no-web-build'),
    // the test client stands in for a local proxy: X-Forwarded-For gives each call the address it names
    TRUST_PROXY: 'loopback',
    ...env,
    ...s3?.env,
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    API_KEY: TEST_API_KEY,
    JWT_SECRET: 'test-secret-that-is-long-enough-for-hs256',
    // a failed send is tried again within milliseconds, not seconds (tests that mean otherwise set them)
    MAIL_RETRY_FIRST_MS: env.MAIL_RETRY_FIRST_MS ?? '20',
    MAIL_RETRY_MAX_MS: env.MAIL_RETRY_MAX_MS ?? '200',
  });
  const { database, url, drop } = await freshDatabase();
  const { app, storage, mailer, worker, startWorker } = await assembleApp(config, database, { mailWorker });
  // before a read a public cache may answer, the harness waits for the change feed (cached-reads.ts)
  const feed = waitForChangesBeforeCachedReads(app, database);
  const catcher = mailer.catcher;
  if (!catcher) throw new Error('Tests catch mail locally; unset SMTP_URL.');
  const http = supertest(app);

  /** POST /api<path> with the API key (and a bearer token when given). */
  function call(endpoint: Endpoint | string, body: object = {}, options: CallOptions = {}) {
    const pathname = typeof endpoint === 'string' ? endpoint : endpoint.path;
    let request = http.post(`/api${pathname}`);
    const apiKey = options.apiKey === undefined ? TEST_API_KEY : options.apiKey;
    if (apiKey !== null) request = request.set('x-api-key', apiKey);
    if (options.token) request = request.set('Authorization', `Bearer ${options.token}`);
    return request.send(body);
  }

  return {
    app,
    http,
    call,
    /**
     * Waits until the caches have heard every change committed so far. Rarely needed: the harness does
     * it before every cached read; only a read that goes around the app would.
     */
    changesHeard: feed.changesHeard,
    config,
    /** This file's database (drizzle); the next cached read waits for the change feed after any use. */
    db: feed.db,
    /** The database handle itself (LISTEN/NOTIFY, a second app on the same database). */
    get database() {
      feed.mayHaveWritten();
      return database;
    },
    /** The PostgreSQL URL of this file's database (undefined on PGlite): more instances may join it. */
    databaseUrl: url,
    /** The database's LISTEN/NOTIFY feed, as the app's caches hear it. */
    changes: database.changes,
    storage,
    mailer,
    /** The worker sending this app's queued mail (null when started without one). */
    worker,
    /** Another worker on the same database and transport, as a new instance would start one. */
    startWorker,
    /** The real SMTP catcher every mail of this app goes through. */
    mail: catcher,
    async close() {
      await worker?.stop();
      await mailer.close();
      await storage.close();
      await s3?.stop();
      await drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export type TestApp = Awaited<ReturnType<typeof startTestApp>>;
