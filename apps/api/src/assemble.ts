import { createApp } from './app.js';
import type { PublicCaches } from './cache/index.js';
import type { Config } from './config.js';
import type { Database } from './db/client.js';
import { type JobHandler, type JobWorker, startJobWorker } from './jobs/index.js';
import { createLogger } from './logger.js';
import { MAIL_JOB, MAIL_LOCK_MS, mailJobHandler } from './mail/mail-queue.js';
import { useMailSealKey } from './mail/mail-seal.js';
import { createMailer } from './mail/mailer.js';
import { configuredStorage } from './storage/configured-storage.js';

/** Jobs held for less than the worker's default 5 minutes: a mail, for what one send takes. */
export const JOB_LOCK_MS_BY_KIND: Record<string, number> = { [MAIL_JOB]: MAIL_LOCK_MS };

/**
 * The app on an open database with the parts it runs with everywhere (logger, mail, file storage on
 * DATA_DIR or the bucket, the database's change feed, the worker that sends queued mail and runs the
 * modules' jobs, such as the unread-message e-mails), its public caches warm. One wiring for the server
 * (main.ts), the tests' harness and the benches, so what is measured and tested is what runs. `mailWorker: false` leaves queued mail unsent (a test's "process that died before
 * sending").
 */
export async function assembleApp(
  config: Config,
  database: Database,
  options: { mailWorker?: boolean } = {},
) {
  const logger = createLogger(config);
  // queued mails' text is sealed under a key from JWT_SECRET (mail-seal.ts), before anything enqueues one
  useMailSealKey(config.jwtSecret);
  const storage = await configuredStorage(config, logger);
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
  const startWorker = async () => {
    await (app.locals.scheduleJobs as () => Promise<void>)();
    return startJobWorker({
      db: database.db,
      changes: database.changes,
      logger,
      handlers: {
        ...(app.locals.jobHandlers as Record<string, JobHandler>),
        [MAIL_JOB]: mailJobHandler(mailer, storage, config.mailFrom, database.db),
      },
      ...config.mailQueue,
      lockMsByKind: JOB_LOCK_MS_BY_KIND,
    });
  };
  const worker: JobWorker | null = options.mailWorker === false ? null : await startWorker();
  return { app, logger, storage, mailer, worker, startWorker };
}
