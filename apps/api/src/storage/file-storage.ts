import { randomBytes } from 'node:crypto';
import { createReadStream, createWriteStream, mkdirSync } from 'node:fs';
import { readdir, stat, unlink } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';

/** What serving a file needs to know before sending a byte (404, Range, conditional GETs). */
export interface StoredStat {
  size: number;
  modified: Date;
  /** A quoted entity tag, as the ETag header carries it. */
  etag: string;
}

/** The bytes from `start` to `end`, both included (as in a Range header). */
export interface ByteRange {
  start: number;
  end: number;
}

/**
 * Where uploaded files live: the local disk (localFileStorage) or an S3-compatible bucket
 * (s3-file-storage.ts). The interface is a stream in and a key (the URL path) out, never a whole file
 * in memory; the app serves /uploads itself through `stat` and `read`, so every check stays in one place
 * whichever store holds the bytes.
 */
export interface FileStorage {
  /**
   * Stores the bytes under a random name and returns the public URL path (/uploads/...). A stream that
   * fails part-way (a size cap, a client gone) leaves nothing behind.
   */
  save(source: Readable | Uint8Array, ext: string): Promise<string>;
  /** The bytes of a file saved earlier (or a range of them), as a stream; a missing file fails it. */
  read(url: string, range?: ByteRange): Readable;
  /** Size, date and entity tag of a file saved earlier, or null when there is none. */
  stat(url: string): Promise<StoredStat | null>;
  /** Removes a file saved earlier; unknown URLs are ignored. */
  remove(url: string): Promise<void>;
  /** The URLs of every stored file (tests, migration checks). */
  list(): Promise<string[]>;
  /** Lets go of connections (the S3 client's sockets). */
  close(): Promise<void>;
}

export const UPLOADS_PREFIX = '/uploads/';

/** A new random name keeping only the (checked) extension. */
export const randomName = (ext: string) =>
  `${randomBytes(16).toString('hex')}.${ext.replace(/[^a-z0-9]/gi, '')}`;

/** The stored name of a URL: its last path segment, so no URL reaches outside the store. */
export const nameOf = (url: string) => path.posix.basename(url);

export function localFileStorage(root: string): FileStorage {
  mkdirSync(root, { recursive: true });
  const fileOf = (url: string) => path.join(root, nameOf(url));
  return {
    async save(source, ext) {
      const name = randomName(ext);
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
    read(url, range) {
      if (!url.startsWith(UPLOADS_PREFIX)) throw new Error('not a stored file');
      return createReadStream(fileOf(url), range);
    },
    async stat(url) {
      if (!url.startsWith(UPLOADS_PREFIX)) return null;
      const found = await stat(fileOf(url)).catch(() => null);
      if (!found?.isFile()) return null;
      // as Express's sendFile made it: a weak tag of size and time
      const etag = `W/"${found.size.toString(16)}-${found.mtime.getTime().toString(16)}"`;
      return { size: found.size, modified: found.mtime, etag };
    },
    async remove(url) {
      if (!url.startsWith(UPLOADS_PREFIX)) return;
      await unlink(fileOf(url)).catch(() => undefined);
    },
    async list() {
      const entries = await readdir(root, { withFileTypes: true });
      return entries.filter((e) => e.isFile()).map((e) => `${UPLOADS_PREFIX}${e.name}`);
    },
    async close() {},
  };
}
