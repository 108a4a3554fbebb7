import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../db/client.js';
import { seedReference } from '../db/seed/reference.js';
import { adminUrl, databaseUrl } from './postgres.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Name of a migrated, seeded PostgreSQL database that each test file copies. */
    pgTemplate: string | null;
    /** A PGlite data dump, migrated and seeded, that each test file loads. */
    pgliteDump: string | null;
  }
}

/**
 * Migrates and seeds once per run; each test file then starts from a fresh copy in well under
 * a second instead of loading 150,000 cities again.
 */
export default async function setup(project: TestProject) {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (serverUrl) {
    // one per project (vitest.config.ts), all set up by one process
    const template = `angelbridge_template_${process.pid}_${project.name.replace(/\W/g, '_')}`;
    await adminQuery(serverUrl, `create database ${template}`);
    const database = await openDatabase({ kind: 'postgres', url: databaseUrl(serverUrl, template) });
    await seedReference(database.db);
    await database.close();
    project.provide('pgTemplate', template);
    project.provide('pgliteDump', null);
    return async () => {
      await adminQuery(serverUrl, `drop database if exists ${template} with (force)`);
    };
  }

  const folder = mkdtempSync(path.join(tmpdir(), 'angelbridge-test-'));
  const database = await openDatabase({ kind: 'pglite', dataDir: 'memory://' });
  await seedReference(database.db);
  const dump = await database.dump?.();
  if (!dump) throw new Error('PGlite could not dump its data');
  await database.close();
  const file = path.join(folder, 'seeded.tar.gz');
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  project.provide('pgTemplate', null);
  project.provide('pgliteDump', file);
  return () => rmSync(folder, { recursive: true, force: true });
}

async function adminQuery(serverUrl: string, sql: string) {
  const pg = await import('pg');
  const client = new pg.default.Client({ connectionString: adminUrl(serverUrl) });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}
