/**
 * `pnpm seed`: the reference data, then the demo (only into a database without users).
 * `pnpm seed --scale 50000`: the reference data, then that many generated people, for benchmarks.
 * Writes to DATABASE_URL, else to the PGlite under DATA_DIR (stop the app first: PGlite has one user).
 */
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { loadConfig } from '../../config.js';
import { configuredStorage } from '../../storage/configured-storage.js';
import { openDatabase } from '../client.js';
import { DEMO_PASSWORD, seedDemo } from './demo/index.js';
import { seedScale } from './demo/scale.js';
import { seedReference } from './reference.js';

const USAGE = 'usage: pnpm seed [--scale <people>]';

async function main() {
  const { values } = parseArgs({ options: { scale: { type: 'string' }, help: { type: 'boolean' } } });
  if (values.help) {
    console.log(USAGE);
    return;
  }
  const scale = values.scale === undefined ? null : Number(values.scale);
  if (scale !== null && !(Number.isInteger(scale) && scale > 0))
    throw new Error(`--scale takes a whole number. ${USAGE}`);

  const config = loadConfig();
  const database = config.databaseUrl
    ? await openDatabase({ kind: 'postgres', url: config.databaseUrl })
    : await openDatabase({ kind: 'pglite', dataDir: `${config.dataDir}/pglite` });
  const where = config.databaseUrl ? 'DATABASE_URL' : `${config.dataDir}/pglite`;
  try {
    if (await seedReference(database.db)) console.log('Reference data seeded.');
    if (scale === null) {
      const storage = await configuredStorage(config);
      const seeded = await seedDemo(database.db, storage).finally(() => storage.close());
      console.log(
        seeded
          ? `Demo seeded into ${where}. Sign in as entrepreneur@angelbridge.demo, investor@angelbridge.demo or admin@angelbridge.demo (the console, /admin), password ${DEMO_PASSWORD}.`
          : `${where} already has users; the demo is only seeded into an empty database.`,
      );
      return;
    }
    const { ms } = await seedScale(database.db, scale, (done) =>
      process.stdout.write(`\r${done}/${scale} people`),
    );
    // fresh statistics, so the planner knows the new size at once
    await database.db.execute(sql`analyze`);
    console.log(`\n${scale} people added to ${where} in ${(ms / 1000).toFixed(1)} s.`);
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
