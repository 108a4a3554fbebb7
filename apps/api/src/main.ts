import { assembleApp } from './assemble.js';
import { loadConfig } from './config.js';
import { openConfiguredDatabase } from './db/open.js';
import { createLimitedServer } from './http/server-limits.js';
import { trustedProxyNotice } from './http/trust-proxy.js';

async function main() {
  const config = loadConfig();
  const database = await openConfiguredDatabase(config);
  const { app, logger, mailer, worker } = await assembleApp(config, database);

  const server = createLimitedServer(app, config.serverLimits);
  server.once('error', (error) => {
    // e.g. the port is taken: say so plainly and stop, rather than run without listening
    logger.fatal({ err: error }, `cannot listen on ${config.host}:${config.port}`);
    process.exit(1);
  });
  server.listen(config.port, config.host, () => {
    logger.info(
      { host: config.host, port: config.port, database: database.kind },
      `AngelBridge is running on ${config.publicUrl}`,
    );
    const proxyNotice = trustedProxyNotice(config);
    if (proxyNotice) logger.warn({ trustProxy: config.trustProxy }, proxyNotice);
  });

  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'shutting down');
    // Finish the requests in flight, then close the database so PGlite writes its files cleanly.
    server.close(async () => {
      // a mail in hand is finished first; one cut off is sent by another instance once its lock runs out
      await worker?.stop();
      await mailer.close();
      await database.close();
      process.exit(0);
    });
    server.closeIdleConnections();
    // live notification streams never end by themselves; their clients reconnect to another instance
    (app.locals.endStreams as (() => void) | undefined)?.();
    setTimeout(() => process.exit(1), 10_000).unref();
  };
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
