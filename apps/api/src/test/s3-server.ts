import { mkdtempSync, rmSync } from 'node:fs';
import type { Server } from 'node:http';
import { createRequire } from 'node:module';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

interface S3rver {
  run(): Promise<AddressInfo>;
  close(): Promise<void>;
  httpServer?: Server;
}
// s3rver is CommonJS without types
const S3rver = createRequire(import.meta.url)('s3rver') as new (options: object) => S3rver;

export const TEST_BUCKET = 'angelbridge-test';

/**
 * A real S3-compatible server in this process (s3rver, on a free port of 127.0.0.1, in a temporary
 * folder), its bucket made at start. `env` configures the app for it; `stop()` leaves nothing behind.
 */
export async function startS3Server() {
  const directory = mkdtempSync(path.join(tmpdir(), 'angelbridge-s3-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    directory,
    silent: true,
    configureBuckets: [{ name: TEST_BUCKET, configs: [] }],
  });
  const { port } = await server.run();
  const env = {
    S3_BUCKET: TEST_BUCKET,
    S3_ENDPOINT: `http://127.0.0.1:${port}`,
    S3_FORCE_PATH_STYLE: 'true',
    AWS_REGION: 'us-east-1',
    // s3rver's own keys: it checks the signatures
    AWS_ACCESS_KEY_ID: 'S3RVER',
    AWS_SECRET_ACCESS_KEY: 'S3RVER',
  };
  return {
    env,
    directory,
    async stop() {
      // the SDK keeps sockets alive; close() would wait for them
      server.httpServer?.closeAllConnections();
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}

export type S3Server = Awaited<ReturnType<typeof startS3Server>>;
