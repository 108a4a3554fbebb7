import { createApp } from './app.js';
import type { PublicCaches } from './cache/index.js';
import type { Config } from './config.js';
import type { Database } from './db/client.js';
import { createLogger } from './logger.js';
import { createMailer } from './mail/mailer.js';
import { configuredStorage } from './storage/configured-storage.js';

/**
 * The app on an open database with the parts it runs with everywhere (logger, mail, file storage (DATA_DIR or
 * the bucket), the database's change feed), its public caches warm. One wiring for the server (main.ts),
 * the tests' harness and the benches, so what is measured and tested is what runs.
 */
export async function assembleApp(config: Config, database: Database) {
  const logger = createLogger(config);
  const storage = configuredStorage(config, logger);
  const mailer = await createMailer(config, logger);
  const app = createApp({
    config,
    db: database.db,
    dbKind: database.kind,
    logger,
    storage,
    mailer,
    changes: database.changes,
  });
  await (app.locals.publicCaches as PublicCaches).ready;
  return { app, logger, storage, mailer };
}
