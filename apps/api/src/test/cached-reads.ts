import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Express, NextFunction, Request, Response } from 'express';
import { PUBLIC_CHANGE_CHANNEL } from '../cache/index.js';
import type { Database } from '../db/client.js';

type Handle = (req: Request, res: Response, next?: NextFunction) => void;

/**
 * The public caches empty when the database's change notification arrives, a moment after the commit
 * (milliseconds on a quiet machine, longer on a busy one). A test that writes and then reads a cached
 * public list at once would race that notification. So the harness, before any read that a cache may
 * answer, waits until the change feed has delivered every notification committed so far; every test
 * then reads its own writes, whatever the load.
 *
 * Cheap: the wait is one marker NOTIFY round trip, made only when something may have written since the
 * last one: any other request to the app, or any use of the test's own database handle (`t.db`).
 */
export function waitForChangesBeforeCachedReads(app: Express, database: Database) {
  const cachedPaths = app.locals.cachedPaths as ReadonlySet<string>;
  // the template's rows were written before the caches listened; the first read needs no marker, but a
  // write in beforeAll (most files) needs one, so start as if written
  let written = true;
  let pending: Promise<void> | null = null;

  /**
   * Resolves once the change feed has delivered every notification committed before this call: they
   * arrive in commit order on the caches' own listening connection, so a marker sent now comes after
   * them, and the caches have dropped what the earlier writes changed.
   */
  async function changesHeard() {
    if (!database.changes) return;
    const marker = `heard:${randomUUID()}`;
    let heard: () => void = () => undefined;
    const arrived = new Promise<void>((resolve) => {
      heard = resolve;
    });
    const stop = await database.changes.listen(PUBLIC_CHANGE_CHANNEL, (payload) => {
      if (payload === marker) heard();
    });
    try {
      await database.db.execute(sql`select pg_notify(${PUBLIC_CHANGE_CHANNEL}, ${marker})`);
      await arrived;
    } finally {
      await stop();
    }
  }

  /** Waits for the change feed if anything may have written since the last wait (concurrent reads share one). */
  function settled(): Promise<void> {
    if (!written) return pending ?? Promise.resolve();
    written = false;
    const wait = changesHeard().finally(() => {
      if (pending === wait) pending = null;
    });
    pending = wait;
    return wait;
  }

  const isCachedRead = (req: Request) => {
    const path = (req.url ?? '').split('?')[0] ?? '';
    if (req.method === 'POST') return cachedPaths.has(path);
    // a page the server renders reads the same caches in-process (and may itself write, say a page view)
    return (req.method === 'GET' || req.method === 'HEAD') && !path.startsWith('/api/');
  };

  // in front of everything the app does, the cached-read fast path included, whoever sends the request
  // (supertest, a socket to `app.listen`, a page request)
  const entry = app as unknown as { handle: Handle };
  const handle = entry.handle.bind(app);
  entry.handle = (req, res, next) => {
    if (!isCachedRead(req)) {
      written = true;
      res.once('close', () => {
        written = true;
      });
      handle(req, res, next);
      return;
    }
    if (req.method !== 'POST') {
      res.once('close', () => {
        written = true;
      });
    }
    settled().then(
      () => handle(req, res, next),
      (error: unknown) => (next ? next(error) : res.destroy(error as Error)),
    );
  };

  /** The database handle for the test itself: any use of it counts as a possible write. */
  const db = new Proxy(database.db, {
    get(target, property, receiver) {
      written = true;
      return Reflect.get(target, property, receiver);
    },
  });

  return {
    db,
    changesHeard,
    /** Something outside the app and `db` may have written (a second app or worker on this database). */
    mayHaveWritten() {
      written = true;
    },
  };
}
