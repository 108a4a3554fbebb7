import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import * as schema from './schema/index.js';

/** One handle type for both drivers, so queries are written once. */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  close(): Promise<void>;
  /** PGlite only: the whole database as a tarball that `loadFrom` opens again (tests copy a seeded one). */
  dump?(): Promise<Blob>;
  /** The database's change notifications (LISTEN/NOTIFY), for caches that must drop what a write changed. */
  changes: ChangeFeed;
}

/**
 * NOTIFY payloads of one channel. `'*'` means "anything may have changed": the listening connection was
 * lost and notifications may have been missed.
 */
export interface ChangeFeed {
  listen(channel: string, onMessage: (payload: string) => void): Promise<() => Promise<void>>;
}

export type DatabaseTarget =
  | { kind: 'postgres'; url: string }
  /** A folder for PGlite's files, or 'memory://' */
  | { kind: 'pglite'; dataDir: string; loadFrom?: Blob };

/** In the source tree beside this file; in the bundle, copied beside dist/main.js. */
const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

export async function openDatabase(target: DatabaseTarget): Promise<Database> {
  if (target.kind === 'postgres') {
    const pool = new pg.Pool({ connectionString: target.url, max: 10 });
    // An idle connection the server closed (restart, failover) must not crash the process: the pool drops
    // it and connects afresh, and a query in flight still fails on its own.
    pool.on('error', () => undefined);
    const db = drizzlePg({ client: pool, schema }) as unknown as Db;
    await migratePg(drizzlePg({ client: pool, schema }), { migrationsFolder });
    const feed = postgresChangeFeed(target.url);
    return {
      db,
      kind: 'postgres',
      changes: feed,
      close: async () => {
        await feed.close();
        await pool.end();
      },
    };
  }
  // Global search needs trigram similarity; PostgreSQL ships it as contrib, PGlite as a loadable bundle.
  const client = new PGlite(target.dataDir, {
    extensions: { pg_trgm },
    ...(target.loadFrom ? { loadDataDir: target.loadFrom } : {}),
  });
  await client.waitReady;
  const pgliteDb = drizzlePglite({ client, schema });
  await migratePglite(pgliteDb, { migrationsFolder });
  return {
    db: pgliteDb as unknown as Db,
    kind: 'pglite',
    close: () => client.close(),
    // PGlite is one in-process connection; its NOTIFY reaches its own listeners at commit
    changes: { listen: (channel, onMessage) => client.listen(channel, onMessage) },
    dump: () => client.dumpDataDir('gzip'),
  };
}

const RECONNECT_MS = 1_000;

/**
 * node-postgres delivers notifications only to the connection that ran LISTEN, so the feed keeps one
 * dedicated client outside the pool. When that connection drops, listeners hear '*' (notifications
 * may have been missed) and the feed reconnects.
 */
function postgresChangeFeed(url: string): ChangeFeed & { close(): Promise<void> } {
  const listeners = new Map<string, Set<(payload: string) => void>>();
  let client: pg.Client | null = null;
  let connecting: Promise<pg.Client> | null = null;
  let closed = false;

  const broadcastLost = () => {
    for (const set of listeners.values()) for (const listener of set) listener('*');
  };
  const quote = (channel: string) => `"${channel.replaceAll('"', '""')}"`;

  const connect = (): Promise<pg.Client> => {
    connecting ??= (async () => {
      const next = new pg.Client({ connectionString: url });
      next.on('notification', (message) => {
        for (const listener of listeners.get(message.channel) ?? []) listener(message.payload ?? '');
      });
      const lost = () => {
        if (client !== next) return;
        client = null;
        connecting = null;
        if (closed) return;
        broadcastLost();
        setTimeout(() => {
          if (!closed && listeners.size) connect().catch(() => lost());
        }, RECONNECT_MS).unref();
      };
      next.on('error', lost);
      next.on('end', lost);
      try {
        await next.connect();
        for (const channel of listeners.keys()) await next.query(`listen ${quote(channel)}`);
      } catch (error) {
        connecting = null;
        next.end().catch(() => undefined);
        throw error;
      }
      client = next;
      return next;
    })();
    return connecting;
  };

  return {
    async listen(channel, onMessage) {
      const known = listeners.get(channel);
      const set = known ?? new Set();
      set.add(onMessage);
      listeners.set(channel, set);
      const connection = await connect();
      if (!known) await connection.query(`listen ${quote(channel)}`);
      return async () => {
        set.delete(onMessage);
      };
    },
    async close() {
      closed = true;
      const open = client;
      client = null;
      await open?.end().catch(() => undefined);
    },
  };
}

export async function pingDatabase(db: Db): Promise<void> {
  await db.execute('select 1');
}
