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
