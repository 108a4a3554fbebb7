/**
 * The API alone in a process of its own, for the upload flood (upload-flood.ts measures this process's
 * memory): a fresh PGlite, or a scratch database on BENCH_DATABASE_URL; one entrepreneur with
 * BENCH_UPLOAD_PITCHES draft pitches. Tells its parent the port, a session token and the pitch ids over IPC,
 * then serves until it is killed.
 */
import { rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { assembleApp } from '../src/assemble.js';
import { type Database, openDatabase } from '../src/db/client.js';
import { pitches, projectTypes, users } from '../src/db/schema/index.js';
import { seedReference } from '../src/db/seed/reference.js';
import { createTokens } from '../src/http/tokens.js';
import { benchConfig } from './bench-config.js';
import { onScratchPostgres } from './scratch-postgres.js';

const PITCHES = Number(process.env.BENCH_UPLOAD_PITCHES ?? 20);

async function serve(database: Database) {
  await seedReference(database.db);
  const [type] = await database.db.select({ id: projectTypes.id }).from(projectTypes).limit(1);
  const [owner] = await database.db
    .insert(users)
    .values({
      userType: 'entrepreneur',
      firstName: 'Flood',
      lastName: 'Founder',
      email: 'flood.founder@example.test',
      emailVerified: true,
      passwordHash: 'not-a-real-hash',
      isdCode: '1',
      mobileNumber: '4165550100',
      isProfileComplete: true,
    })
    .returning({ id: users.id, version: users.tokenVersion });
  if (!owner || !type) throw new Error('bench fixtures not inserted');
  const rows = await database.db
    .insert(pitches)
    .values(
      Array.from({ length: PITCHES }, (_, i) => ({
        ownerId: owner.id,
        nameOfPitch: `Flood ${i}`,
        nameOfCompany: `Flood ${i} Inc.`,
        location: 'Toronto, Ontario',
        shortSummary: 'A pitch the upload bench writes to.',
        highlight: ['One'],
        projectTypeId: type.id,
        draft: true,
      })),
    )
    .returning({ id: pitches.id });
  // BENCH_S3: the S3 variables of the bucket the parent started (BENCH_STORAGE=s3 in upload-flood.ts)
  const { config, dataDir } = benchConfig('upload-flood', JSON.parse(process.env.BENCH_S3 ?? '{}'));
  const { app, mailer } = await assembleApp(config, database);
  const server = app.listen(0, '127.0.0.1');
  await new Promise<void>((resolve) => server.once('listening', () => resolve()));
  const token = createTokens(config.jwtSecret).sign({
    sub: owner.id,
    kind: 'session',
    userType: 'entrepreneur',
    version: owner.version,
  });
  process.send?.({ port: (server.address() as AddressInfo).port, token, pitchIds: rows.map((r) => r.id) });
  // serves until the parent says stop (a disconnect), then leaves nothing behind
  await new Promise<void>((resolve) => process.once('disconnect', () => resolve()));
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
  await mailer.close();
  rmSync(dataDir, { recursive: true, force: true });
}

async function main() {
  const serverUrl = process.env.BENCH_DATABASE_URL;
  if (serverUrl) {
    await onScratchPostgres(serverUrl, 'upload', serve);
    return;
  }
  const database = await openDatabase({ kind: 'pglite', dataDir: 'memory://' });
  try {
    await serve(database);
  } finally {
    await database.close();
  }
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
