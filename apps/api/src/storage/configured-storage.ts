import path from 'node:path';
import type { Logger } from 'pino';
import type { Config } from '../config.js';
import { type FileStorage, localFileStorage } from './file-storage.js';

/** Where the local store keeps uploads (and where `pnpm storage:migrate` copies them from). */
export const uploadsRoot = (config: Config) => path.join(config.dataDir, 'uploads');

/**
 * S3_BUCKET set: the bucket; unset: the local disk under DATA_DIR (the zero-setup default). The AWS SDK
 * loads only then: a third of a second at every start of a process that keeps its files on disk.
 */
export async function configuredStorage(config: Config, logger?: Logger): Promise<FileStorage> {
  if (!config.s3) return localFileStorage(uploadsRoot(config));
  const { s3FileStorage } = await import('./s3-file-storage.js');
  return s3FileStorage(config.s3, (key, error) =>
    logger?.warn({ err: error, key }, 'a stored file could not be removed from the bucket; it is left over'),
  );
}
