import pg from 'pg';
import { type Database, openDatabase } from '../src/db/client.js';

/**
 * Runs `run` on a database of its own, made on the PostgreSQL server at `serverUrl` for this process
 * and dropped afterwards, so a bench never touches data it did not make.
 */
export async function onScratchPostgres<T>(
  serverUrl: string,
  label: string,
  run: (database: Database) => Promise<T>,
): Promise<T> {
  const name = `angelbridge_${label}_${process.pid}`;
  const adminUrl = new URL(serverUrl);
  adminUrl.pathname = '/postgres';
  const admin = new pg.Client({ connectionString: adminUrl.toString() });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ kind: 'postgres', url: url.toString() });
  try {
    return await run(database);
  } finally {
    await database.close();
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
}

/** The databases a bench measures. */
export type BenchTarget = 'pglite' | 'postgres';

/**
 * Runs `run` on an in-memory PGlite, then, when BENCH_DATABASE_URL names a PostgreSQL server, on a
 * scratch database there (onScratchPostgres, named after `label`); answers each run's answer in that
 * order. `only` measures one of the two (a bench's own BENCH_<NAME>_ON, for profiling).
 */
export async function onEachDatabase<T>(
  label: string,
  run: (target: BenchTarget, database: Database) => Promise<T>,
  only?: string,
): Promise<T[]> {
  const results: T[] = [];
  if (only !== 'postgres') {
    const pglite = await openDatabase({ kind: 'pglite', dataDir: 'memory://' });
    try {
      results.push(await run('pglite', pglite));
    } finally {
      await pglite.close();
    }
  }
  const serverUrl = process.env.BENCH_DATABASE_URL;
  if (serverUrl && only !== 'pglite')
    results.push(await onScratchPostgres(serverUrl, label, (database) => run('postgres', database)));
  return results;
}
