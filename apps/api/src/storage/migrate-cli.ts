/**
 * `pnpm storage:migrate`: copies the local uploads (DATA_DIR/uploads) into the bucket of S3_BUCKET
 * under the same names, skipping those already there; rewrites nothing in the database. Run it before
 * the first start with S3_BUCKET set (or again after it: it is idempotent).
 */
import { loadConfig } from '../config.js';
import { uploadsRoot } from './configured-storage.js';
import { migrateUploads } from './migrate-uploads.js';
import { s3FileStorage } from './s3-file-storage.js';

async function main() {
  const config = loadConfig();
  if (!config.s3) throw new Error('S3_BUCKET is not set: there is no bucket to copy the uploads into.');
  const from = uploadsRoot(config);
  const bucket = s3FileStorage(config.s3);
  try {
    const counts = await migrateUploads(from, bucket);
    console.log(
      `${counts.copied} file(s) copied from ${from} into bucket ${config.s3.bucket}; ` +
        `${counts.present} already there.`,
    );
  } finally {
    await bucket.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
