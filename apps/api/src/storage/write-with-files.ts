import type { Db } from '../db/client.js';
import { inTransaction } from '../db/transaction.js';
import { claim, type UploadedFile } from '../http/upload.js';
import type { FileStorage } from './file-storage.js';

/** Keeps checked files for the transaction it is handed to; see `writeWithFiles`. */
export type StoreFiles = (files: readonly UploadedFile[]) => Promise<string[]>;

/**
 * Runs one call's writes in one transaction. The call's uploads are already in storage; the work claims
 * the ones it keeps (after its checks passed; the router removes the rest), and every file it claimed is
 * removed again when the transaction fails, so a failed call leaves neither rows nor files behind.
 */
export async function writeWithFiles<T>(
  db: Db,
  storage: FileStorage,
  work: (tx: Db, store: StoreFiles) => Promise<T>,
): Promise<T> {
  const stored: string[] = [];
  const store: StoreFiles = async (files) => {
    const urls = files.map(claim);
    stored.push(...urls);
    return urls;
  };
  try {
    return await inTransaction(db, (tx) => work(tx, store));
  } catch (error) {
    await Promise.all(stored.map((url) => storage.remove(url)));
    throw error;
  }
}
