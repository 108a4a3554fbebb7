import { once } from 'node:events';
import type { Response } from 'express';
import { Zip, ZipPassThrough } from 'fflate';
import { contentDisposition } from '../../storage/content-disposition.js';
import type { FileStorage } from '../../storage/file-storage.js';

export interface ZipEntry {
  /** The name inside the archive; unique. */
  name: string;
  /** Where FileStorage keeps the bytes. */
  url: string;
}

/** A file name from people's words: no path separators or control characters, at most 120 characters. */
export function entryName(words: string): string {
  const unsafe = (ch: string) =>
    ch.charCodeAt(0) < 32 || ch.charCodeAt(0) === 127 || '\\/:*?"<>|'.includes(ch);
  const cleaned = [...words].map((ch) => (unsafe(ch) ? ' ' : ch)).join('');
  return cleaned.replace(/\s+/g, ' ').trim().slice(0, 120);
}

/**
 * Streams one ZIP of stored files to the response: each file read from storage as it goes and stored as
 * is (PDFs are compressed already), the response's backpressure respected, so memory stays flat however
 * many agreements there are. Every file is looked up first: a missing one fails before a byte is sent.
 * A client that leaves mid-way ends the reading.
 */
export async function sendZip(res: Response, storage: FileStorage, name: string, entries: ZipEntry[]) {
  for (const entry of entries) {
    if (!(await storage.stat(entry.url))) throw new Error(`stored agreement missing: ${entry.url}`);
  }
  res.setHeader('Content-Type', 'application/zip');
  res.setHeader('Content-Disposition', contentDisposition('attachment', name));
  res.setHeader('Cache-Control', 'private, no-store');
  res.setHeader('X-Content-Type-Options', 'nosniff');
  const ready: Uint8Array[] = [];
  let failure: Error | null = null;
  const zip = new Zip((error, chunk) => {
    if (error) failure = error;
    else ready.push(chunk);
  });
  let gone = false;
  res.once('close', () => {
    gone = true;
  });
  const flush = async () => {
    if (failure) throw failure;
    for (let chunk = ready.shift(); chunk && !gone; chunk = ready.shift()) {
      if (!res.write(chunk)) await Promise.race([once(res, 'drain'), once(res, 'close')]);
    }
  };
  for (const entry of entries) {
    const file = new ZipPassThrough(entry.name);
    zip.add(file);
    for await (const chunk of storage.read(entry.url)) {
      if (gone) return;
      file.push(chunk as Uint8Array);
      await flush();
    }
    file.push(new Uint8Array(0), true);
    await flush();
  }
  zip.end();
  await flush();
  res.end();
}
