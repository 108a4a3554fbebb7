import path from 'node:path';
import type { Config } from '../config.js';
import { type FileStorage, localFileStorage } from './file-storage.js';
import { s3FileStorage } from './s3-file-storage.js';

/** Where the local store keeps uploads (and where `pnpm storage:migrate` copies them from). */
export const uploadsRoot = (config: Config) => path.join(config.dataDir, 'uploads');

/** S3_BUCKET set: the bucket; unset: the local disk under DATA_DIR (the zero-setup default). */
export function configuredStorage(config: Config): FileStorage {
  return config.s3 ? s3FileStorage(config.s3) : localFileStorage(uploadsRoot(config));
}
