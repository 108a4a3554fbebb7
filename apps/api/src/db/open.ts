import path from 'node:path';
import type { Config } from '../config.js';
import { type Database, openDatabase } from './client.js';
import { seedReference } from './seed/reference.js';

/** PostgreSQL when DATABASE_URL is set, else embedded PGlite under DATA_DIR; migrated and seeded. */
export async function openConfiguredDatabase(config: Config): Promise<Database> {
  const database = config.databaseUrl
    ? await openDatabase({ kind: 'postgres', url: config.databaseUrl })
    : await openDatabase({ kind: 'pglite', dataDir: path.join(config.dataDir, 'pglite') });
  await seedReference(database.db);
  return database;
}
