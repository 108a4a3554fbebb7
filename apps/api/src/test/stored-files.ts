import type { FileStorage } from '../storage/file-storage.js';

/** Which stores the storage-level tests run on: the same tests for both. */
export const STORES = ['local', 's3'] as const;
export type StoreKind = (typeof STORES)[number];

/** Every stored URL, sorted (to compare before and after a call). */
export async function storedFiles(storage: FileStorage): Promise<string[]> {
  return (await storage.list()).sort();
}

/** The whole bytes of a stored file (tests hold small files, or one big one). */
export async function bytesOf(storage: FileStorage, url: string): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of storage.read(url)) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

export async function isStored(storage: FileStorage, url: string): Promise<boolean> {
  return (await storage.stat(url)) !== null;
}
