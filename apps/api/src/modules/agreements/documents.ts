import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client.js';
import type { FileStorage } from '../../storage/file-storage.js';

export type DocumentKind = 'uploaded' | 'preview' | 'agreement' | 'completed';

export interface StoredPdf {
  url: string;
  sha256: string;
  byteSize: number;
}

export const sha256Of = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

/** Reads a stored file whole (PDFs up to 20 MB: hashing and pdf-lib need every byte anyway). */
export async function readStored(storage: FileStorage, url: string): Promise<Uint8Array> {
  const chunks: Buffer[] = [];
  for await (const chunk of storage.read(url)) chunks.push(Buffer.from(chunk as Buffer));
  return Buffer.concat(chunks);
}

/** Stores PDF bytes once under a random name, with the hash of exactly those bytes. */
export async function storePdf(storage: FileStorage, bytes: Uint8Array): Promise<StoredPdf> {
  const url = await storage.save(bytes, 'pdf');
  return { url, sha256: sha256Of(bytes), byteSize: bytes.byteLength };
}

/** Lists a stored PDF (in the caller's transaction) and answers its id. */
export async function insertDocument(
  tx: Db,
  doc: StoredPdf & { pitchId: string; kind: DocumentKind; pageCount: number; fileName?: string | null },
): Promise<string> {
  const [row] = await queryRows<{ id: string }>(
    tx,
    sql`insert into agreement_documents (pitch_id, kind, url, sha256, byte_size, page_count, file_name)
        values (${doc.pitchId}, ${doc.kind}, ${doc.url}, ${doc.sha256}, ${doc.byteSize}, ${doc.pageCount},
          ${doc.fileName ?? null})
        returning id`,
  );
  if (!row) throw new Error('agreement document not inserted');
  return row.id;
}

/**
 * Runs `work` with a file already stored for it: when `work` fails (or answers false: the file was not
 * needed after all), the file is removed, so no stored PDF is left without its row.
 */
export async function keepingFileOnlyIf<T>(
  storage: FileStorage,
  url: string,
  work: () => Promise<T>,
  kept: (result: T) => boolean = () => true,
): Promise<T> {
  try {
    const result = await work();
    if (!kept(result)) await storage.remove(url);
    return result;
  } catch (error) {
    await storage.remove(url);
    throw error;
  }
}

/** Whether a stored file is one of this module's PDFs: /uploads never serves those (signed links only). */
export async function isAgreementFileUrl(db: Db, url: string): Promise<boolean> {
  const rows = await queryRows(db, sql`select 1 from agreement_documents where url = ${url} limit 1`);
  return rows.length > 0;
}
