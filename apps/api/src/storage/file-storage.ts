import { randomBytes } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';

/** Where uploaded files live. Local disk now; an S3-compatible store can take its place later. */
export interface FileStorage {
  /** Stores the bytes under a random name and returns the public URL path (/uploads/...). */
  save(buffer: Buffer, ext: string): Promise<string>;
  /** Removes a file saved earlier; unknown URLs are ignored. */
  remove(url: string): Promise<void>;
  /** The folder served at /uploads, for the local store. */
  readonly root: string;
}

export const UPLOADS_PREFIX = '/uploads/';

export function localFileStorage(root: string): FileStorage {
  mkdirSync(root, { recursive: true });
  return {
    root,
    async save(buffer, ext) {
      const name = `${randomBytes(16).toString('hex')}.${ext.replace(/[^a-z0-9]/gi, '')}`;
      await writeFile(path.join(root, name), buffer, { flag: 'wx' });
      return `${UPLOADS_PREFIX}${name}`;
    },
    async remove(url) {
      if (!url.startsWith(UPLOADS_PREFIX)) return;
      const name = path.basename(url);
      await unlink(path.join(root, name)).catch(() => undefined);
    },
  };
}
