import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import type { SQL } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { type Listen, postgresListener } from './listen.js';
import * as schema from './schema/index.js';

/** One handle type for both drivers, so queries are written once. */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  close(): Promise<void>;
  /** PGlite only: the whole database as a tarball that `loadFrom` opens again (tests copy a seeded one). */
  dump?(): Promise<Blob>;
  /**
   * LISTEN/NOTIFY, in-process on PGlite and over one dedicated connection on PostgreSQL: what the public
   * caches and the live notification streams hear of committed writes, on every instance.
   */
  changes: ChangeFeed;
}

/** See `Listen`: a payload of `'*'` means the connection was lost and notifications may have been missed. */
export interface ChangeFeed {
  listen: Listen;
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
    const listener = postgresListener(target.url, () => undefined);
    return {
      db,
      kind: 'postgres',
      changes: { listen: listener.listen },
      close: async () => {
        await listener.close();
        await pool.end();
      },
    };
  }
  // Search needs trigram similarity and accent folding; PostgreSQL ships them as contrib, PGlite as
  // loadable bundles.
  const client = new PGlite(target.dataDir, {
    extensions: { pg_trgm, unaccent },
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
    changes: {
      listen: async (channel, handler) => {
        const stop = await client.listen(channel, handler);
        return () => stop();
      },
    },
    dump: () => client.dumpDataDir('gzip'),
  };
}

/** The rows of a raw SQL query, typed by the caller (both drivers answer `{ rows }`). */
export async function queryRows<T>(db: Db, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

export async function pingDatabase(db: Db): Promise<void> {
  await db.execute('select 1');
}
