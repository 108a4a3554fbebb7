import { Writable } from 'node:stream';
import supertest from 'supertest';
import { createApp } from '../app.js';
import { createLogger } from '../logger.js';
import type { TestApp } from './harness.js';

/**
 * The same app on the same database, logging at info level into memory: what a log would keep.
 * `cached`: with the database's change feed, so public reads are cached (and the fast path answers them).
 */
export function loggedApp(t: TestApp, { cached = false } = {}) {
  const lines: string[] = [];
  const sink = new Writable({
    write(chunk, _encoding, done) {
      lines.push(String(chunk));
      done();
    },
  });
  const config = { ...t.config, logLevel: 'info' };
  const app = createApp({
    config,
    db: t.db,
    dbKind: process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite',
    logger: createLogger(config, sink),
    storage: t.storage,
    mailer: t.mailer,
    ...(cached ? { changes: t.changes } : {}),
  });
  return { app, http: supertest(app), log: () => lines.join('') };
}
