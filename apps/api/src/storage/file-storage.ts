import { randomBytes } from 'node:crypto';
import { createReadStream, createWriteStream, mkdirSync } from 'node:fs';
import { unlink } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';

/**
 * Where uploaded files live. Local disk now; an S3-compatible store takes its place later, so the
 * interface is a stream in and a key (the URL path) out, never a whole file in memory.
 */
export interface FileStorage {
  /**
   * Stores the bytes under a random name and returns the public URL path (/uploads/...). A stream that
   * fails part-way (a size cap, a client gone) leaves nothing behind.
   */
  save(source: Readable | Uint8Array, ext: string): Promise<string>;
  /** The bytes of a file saved earlier, as a stream. */
  read(url: string): Readable;
  /** Removes a file saved earlier; unknown URLs are ignored. */
  remove(url: string): Promise<void>;
  /** The folder served at /uploads, for the local store. */
  readonly root: string;
}

export const UPLOADS_PREFIX = '/uploads/';

export function localFileStorage(root: string): FileStorage {
  mkdirSync(root, { recursive: true });
  const fileOf = (url: string) => path.join(root, path.basename(url));
  return {
    root,
    async save(source, ext) {
      const name = `${randomBytes(16).toString('hex')}.${ext.replace(/[^a-z0-9]/gi, '')}`;
      const target = path.join(root, name);
      const input = source instanceof Readable ? source : Readable.from([source]);
      try {
        await pipeline(input, createWriteStream(target, { flags: 'wx' }));
      } catch (error) {
        await unlink(target).catch(() => undefined);
        throw error;
      }
      return `${UPLOADS_PREFIX}${name}`;
    },
    read(url) {
      if (!url.startsWith(UPLOADS_PREFIX)) throw new Error('not a stored file');
      return createReadStream(fileOf(url));
    },
    async remove(url) {
      if (!url.startsWith(UPLOADS_PREFIX)) return;
      await unlink(fileOf(url)).catch(() => undefined);
    },
  };
}
