import type { Db } from '../../db/client.js';
import type { FileStorage } from '../../storage/file-storage.js';
import { unreferencedUrls } from './pitches.queries.js';

/** After a committed delete or replace: removes the files nothing points at any more. */
export async function removeUnusedFiles(
  db: Db,
  storage: FileStorage,
  urls: readonly string[],
): Promise<void> {
  for (const url of await unreferencedUrls(db, urls)) await storage.remove(url);
}
