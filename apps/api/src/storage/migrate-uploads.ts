import { createReadStream } from 'node:fs';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { UPLOADS_PREFIX } from './file-storage.js';
import type { S3FileStorage } from './s3-file-storage.js';

export interface MigrationCounts {
  /** Files copied into the bucket by this run. */
  copied: number;
  /** Files the bucket already held under their name (an earlier run, or the app itself). */
  present: number;
}

/**
 * Copies every file of the local uploads folder into the bucket under the same name, skipping those
 * already there, so it may run again after an interruption. The database keeps its '/uploads/<name>'
 * URLs: the same names answer from the bucket, and nothing clients see changes.
 */
export async function migrateUploads(
  localRoot: string,
  bucket: S3FileStorage,
  onFile: (name: string, copied: boolean) => void = () => undefined,
): Promise<MigrationCounts> {
  const counts: MigrationCounts = { copied: 0, present: 0 };
  const entries = await readdir(localRoot, { withFileTypes: true }).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return [];
    throw error;
  });
  for (const entry of entries) {
    if (!entry.isFile()) continue;
    if (await bucket.stat(`${UPLOADS_PREFIX}${entry.name}`)) {
      counts.present++;
      onFile(entry.name, false);
      continue;
    }
    // one file at a time, streamed: memory stays at one part whatever the folder holds
    await bucket.saveAs(entry.name, createReadStream(path.join(localRoot, entry.name)));
    counts.copied++;
    onFile(entry.name, true);
  }
  return counts;
}
