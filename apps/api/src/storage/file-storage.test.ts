import { createHash, randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config.js';
import { type S3Server, startS3Server } from '../test/s3-server.js';
import { bytesOf, STORES, storedFiles } from '../test/stored-files.js';
import { type FileStorage, localFileStorage } from './file-storage.js';
import { s3FileStorage } from './s3-file-storage.js';

const MB = 1024 * 1024;

/** `total` random bytes in chunks of 64 KB, as a request body arrives; fails after `failAfter` bytes. */
function chunked(total: number, failAfter = Number.POSITIVE_INFINITY) {
  const hash = createHash('sha256');
  let sent = 0;
  const stream = new Readable({
    read() {
      if (sent >= failAfter) {
        this.destroy(new Error('client gone'));
        return;
      }
      if (sent >= total) {
        this.push(null);
        return;
      }
      const chunk = randomBytes(Math.min(64 * 1024, total - sent));
      sent += chunk.length;
      hash.update(chunk);
      this.push(chunk);
    },
  });
  return { stream, digest: () => hash.digest('hex') };
}

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

describe.each(STORES)('file storage on %s', (kind) => {
  let storage: FileStorage;
  let s3: S3Server | null = null;
  let folder: string | null = null;
  beforeAll(async () => {
    if (kind === 's3') {
      s3 = await startS3Server();
      const config = loadConfig({ ...s3.env, DATA_DIR: s3.directory, JWT_SECRET: 'x'.repeat(32) }).s3;
      if (!config) throw new Error('S3_BUCKET did not configure S3');
      storage = s3FileStorage(config);
    } else {
      folder = mkdtempSync(path.join(tmpdir(), 'angelbridge-store-'));
      storage = localFileStorage(folder);
    }
  });
  afterAll(async () => {
    await storage.close();
    await s3?.stop();
    if (folder) rmSync(folder, { recursive: true, force: true });
  });

  it('when bytes are saved, then they come back under a random /uploads name, whole and in ranges', async () => {
    const bytes = Buffer.from('%PDF-1.4 hello');
    const url = await storage.save(bytes, 'pdf');
    expect(url).toMatch(/^\/uploads\/[0-9a-f]{32}\.pdf$/);
    expect(await storage.list()).toContain(url);
    expect((await bytesOf(storage, url)).equals(bytes)).toBe(true);
    const stat = await storage.stat(url);
    expect(stat).toMatchObject({ size: bytes.length });
    expect(stat?.etag).toMatch(/"$/);
    const part: Buffer[] = [];
    for await (const chunk of storage.read(url, { start: 5, end: 7 })) part.push(chunk as Buffer);
    expect(Buffer.concat(part).toString()).toBe('1.4');
  });

  it('when a file is removed, then it is gone; removing it again or an unknown URL is no error', async () => {
    const url = await storage.save(Buffer.from('GIF89a'), 'gif');
    await storage.remove(url);
    expect(await storage.stat(url)).toBeNull();
    expect(await storage.list()).not.toContain(url);
    await storage.remove(url);
    await storage.remove('/elsewhere/file.png');
  });

  it('when a file is missing, then stat says null and reading it fails as a missing file', async () => {
    const url = '/uploads/0123456789abcdef0123456789abcdef.png';
    expect(await storage.stat(url)).toBeNull();
    await expect(bytesOf(storage, url)).rejects.toMatchObject({ code: 'ENOENT' });
  });

  it.each([
    ['early', 100 * 1024],
    ['past the first part', 6 * MB],
  ])('when the stream fails %s, then saving fails and nothing is kept', async (_when, failAfter) => {
    const before = await storedFiles(storage);
    const { stream } = chunked(12 * MB, failAfter);
    await expect(storage.save(stream, 'pdf')).rejects.toThrow();
    expect(await storedFiles(storage)).toEqual(before);
  });

  it('when a large file is streamed in, then it is stored byte for byte', async () => {
    const { stream, digest } = chunked(12 * MB + 12345);
    const url = await storage.save(stream, 'pdf');
    const stored = await bytesOf(storage, url);
    expect(stored.length).toBe(12 * MB + 12345);
    expect(sha256(stored)).toBe(digest());
    expect((await storage.stat(url))?.size).toBe(12 * MB + 12345);
  });
});
