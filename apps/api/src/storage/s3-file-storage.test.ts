import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { HeadObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig, type S3Config } from '../config.js';
import { type S3Server, startS3Server } from '../test/s3-server.js';
import { bytesOf, storedFiles } from '../test/stored-files.js';
import { migrateUploads } from './migrate-uploads.js';
import { type S3FileStorage, s3FileStorage } from './s3-file-storage.js';

let s3: S3Server;
let config: S3Config;
let bucket: S3FileStorage;
let folder: string;
beforeAll(async () => {
  s3 = await startS3Server();
  folder = mkdtempSync(path.join(tmpdir(), 'angelbridge-migrate-'));
  const loaded = loadConfig({
    ...s3.env,
    S3_PREFIX: 'app/',
    DATA_DIR: folder,
    JWT_SECRET: 'x'.repeat(32),
  }).s3;
  if (!loaded) throw new Error('S3_BUCKET did not configure S3');
  config = loaded;
  bucket = s3FileStorage(config);
});
afterAll(async () => {
  await bucket.close();
  await s3.stop();
  rmSync(folder, { recursive: true, force: true });
});

/** The object itself, as anyone with access to the bucket would see it. */
async function headOf(key: string) {
  const client = new S3Client({ ...config, forcePathStyle: true });
  try {
    return await client.send(new HeadObjectCommand({ Bucket: config.bucket, Key: key }));
  } finally {
    client.destroy();
  }
}

describe('objects in the bucket', () => {
  it('when a file is saved, then its object, under the prefix, carries the checked type and disposition', async () => {
    const pdf = await bucket.save(Buffer.from('%PDF-1.4'), 'pdf');
    const docx = await bucket.save(Buffer.from('PK'), 'docx');
    const pdfHead = await headOf(`app/${path.basename(pdf)}`);
    expect(pdfHead.ContentType).toBe('application/pdf');
    expect(pdfHead.ContentDisposition).toBe('inline');
    const docxHead = await headOf(`app/${path.basename(docx)}`);
    expect(docxHead.ContentType).toMatch(/wordprocessingml/);
    expect(docxHead.ContentDisposition).toBe('attachment');
    await bucket.remove(pdf);
    await bucket.remove(docx);
  });
});

describe('deletes', () => {
  it('when the bucket refuses a delete, then the caller goes on and the leftover key is reported', async () => {
    const failures: string[] = [];
    const elsewhere = s3FileStorage({ ...config, bucket: 'no-such-bucket' }, (key) => failures.push(key));
    await elsewhere.remove('/uploads/0123456789abcdef0123456789abcdef.png');
    await elsewhere.close();
    expect(failures).toEqual(['app/0123456789abcdef0123456789abcdef.png']);
  });
});

describe('storage:migrate', () => {
  it('when the local uploads are migrated twice, then each file is copied once under its own name', async () => {
    const uploads = path.join(folder, 'uploads');
    const files = {
      'aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa.png': Buffer.from('\x89PNG one'),
      'bbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbb.pdf': Buffer.from('%PDF-1.4 two'),
      'cccccccccccccccccccccccccccccccc.jpg': Buffer.from('\xff\xd8\xff three'),
    };
    rmSync(uploads, { recursive: true, force: true });
    mkdirSync(uploads, { recursive: true });
    for (const [name, bytes] of Object.entries(files)) writeFileSync(path.join(uploads, name), bytes);
    // one of them is in the bucket already (an interrupted earlier run)
    await bucket.saveAs(
      'aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa.png',
      files['aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa.png'],
    );

    expect(await migrateUploads(uploads, bucket)).toEqual({ copied: 2, present: 1 });
    expect(await migrateUploads(uploads, bucket)).toEqual({ copied: 0, present: 3 });

    expect(await storedFiles(bucket)).toEqual(Object.keys(files).map((name) => `/uploads/${name}`));
    for (const [name, bytes] of Object.entries(files)) {
      expect((await bytesOf(bucket, `/uploads/${name}`)).equals(bytes)).toBe(true);
    }
    expect((await headOf('app/bbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbb.pdf')).ContentType).toBe('application/pdf');
  });

  it('when there is no local uploads folder, then nothing is copied', async () => {
    expect(await migrateUploads(path.join(folder, 'none'), bucket)).toEqual({ copied: 0, present: 0 });
  });
});
