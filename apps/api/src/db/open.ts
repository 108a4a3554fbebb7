import path from 'node:path';
import type { Config } from '../config.js';
import { configuredStorage } from '../storage/configured-storage.js';
import type { FileStorage } from '../storage/file-storage.js';
import { type Database, openDatabase } from './client.js';
import { seedDemo } from './seed/demo/index.js';
import { seedReference } from './seed/reference.js';

/** Where the local store keeps uploads; the demo seed writes its pictures and documents there too. */
export { uploadsRoot } from '../storage/configured-storage.js';

/**
 * PostgreSQL when DATABASE_URL is set, else embedded PGlite under DATA_DIR; migrated and seeded with the
 * reference data, and on first start (no users yet) with the demo when config.seedDemo.
 */
export async function openConfiguredDatabase(config: Config, storage?: FileStorage): Promise<Database> {
  const database = config.databaseUrl
    ? await openDatabase({ kind: 'postgres', url: config.databaseUrl })
    : await openDatabase({ kind: 'pglite', dataDir: path.join(config.dataDir, 'pglite') });
  await seedReference(database.db);
  if (config.seedDemo) {
    const store = storage ?? (await configuredStorage(config));
    await seedDemo(database.db, store).finally(() => (storage ? undefined : store.close()));
  }
  return database;
}
