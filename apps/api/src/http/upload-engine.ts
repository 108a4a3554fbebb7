import { type Readable, Transform } from 'node:stream';
import type { FileKind, FileRule } from '@angelbridge/contracts';
import { messages } from '@angelbridge/contracts';
import type { Request } from 'express';
import { fileTypeFromBuffer } from 'file-type';
import type multer from 'multer';
import type { FileStorage } from '../storage/file-storage.js';
import { type AppError, fieldError } from './app-error.js';

/** `document[0]`, `document[1]` and `document` are one field. */
export const fieldName = (raw: string) => raw.replace(/\[\d*\]$/, '');

/** What the bytes say, mapped to the kinds rules speak of. Old Office files are one container (cfb). */
const KIND_BY_EXT: Record<string, FileKind[]> = {
  png: ['png'],
  jpg: ['jpg'],
  pdf: ['pdf'],
  gif: ['gif'],
  webp: ['webp'],
  docx: ['doc'],
  pptx: ['ppt'],
  cfb: ['doc', 'ppt'],
};

/**
 * How much of a file is read before its type is decided: file-type needs ~4 KB for most kinds, an
 * Office file (a zip) names its parts a little further in. Memory per file stays at this, whatever
 * the file's size.
 */
const SAMPLE_BYTES = 64 * 1024;

export async function detect(head: Uint8Array, rule: FileRule) {
  const type = await fileTypeFromBuffer(head);
  const kind = type && KIND_BY_EXT[type.ext]?.find((k) => rule.kinds.includes(k));
  if (!type || !kind) return null;
  return { kind, mime: type.mime, ext: type.ext === 'cfb' ? kind : type.ext };
}

/** Reads the first `bytes` of a stream (or all of a shorter one) and leaves the rest unread. */
function readHead(stream: Readable, bytes: number): Promise<{ head: Buffer; ended: boolean }> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const settle = (ended: boolean) => {
      stream.off('data', onData);
      stream.off('end', onEnd);
      stream.off('error', onError);
      stream.pause();
      resolve({ head: Buffer.concat(chunks), ended });
    };
    const onData = (chunk: Buffer) => {
      chunks.push(chunk);
      size += chunk.length;
      if (size >= bytes) settle(false);
    };
    const onEnd = () => settle(true);
    const onError = (error: Error) => reject(error);
    stream.on('data', onData);
    stream.once('end', onEnd);
    stream.once('error', onError);
  });
}

/**
 * A stream of the head again, then the rest of `source`, counting bytes: past `max` it fails with
 * `tooLarge()`. `source` is piped, never destroyed: a refused file's rest is still read off the
 * request (see `done` in the engine), or busboy would wait for it forever.
 */
function counted(head: Buffer, source: Readable, ended: boolean, max: number, tooLarge: () => Error) {
  let size = 0;
  const stream = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      size += chunk.length;
      if (size > max) done(tooLarge());
      else done(null, chunk);
    },
  });
  stream.write(head);
  if (ended) stream.end();
  else {
    source.once('error', (error) => stream.destroy(error));
    source.pipe(stream);
  }
  return { stream, size: () => size };
}

/** Reads a stream to its end, keeping nothing but its length. */
async function drain(stream: Readable): Promise<number> {
  let size = 0;
  for await (const chunk of stream) size += (chunk as Buffer).length;
  return size;
}

/** What the engine adds to a stored file: where it went and what its bytes are. */
export interface StoredInfo {
  url: string;
  size: number;
  kind: FileKind;
  mime: string;
  ext: string;
}

/**
 * A multer storage engine that never holds a whole file: each file's first bytes decide its type, then
 * it streams to the storage under a random name while its bytes are counted against its rule's cap.
 * A refused file is not stored (or removed again), and multer removes every stored file of a request
 * that fails part-way, through `_removeFile`.
 */
export function streamingEngine(rules: readonly FileRule[], storage: FileStorage): multer.StorageEngine {
  const counts = new WeakMap<Request, Map<string, number>>();
  return {
    _handleFile(req, file, callback) {
      const done = (error: unknown, info?: StoredInfo) => {
        // a refused file is read to its end, so the request's next parts still arrive
        if (error) file.stream.resume();
        callback(error as Error | null, info as Partial<Express.Multer.File> | undefined);
      };
      const field = fieldName(file.fieldname);
      const rule = rules.find((r) => r.field === field);
      if (!rule) return done(fieldError('BAD_REQUEST', field, messages.server.unexpectedFile));
      const seen = counts.get(req) ?? new Map<string, number>();
      counts.set(req, seen);
      const count = (seen.get(field) ?? 0) + 1;
      seen.set(field, count);
      if (count > rule.maxCount) {
        return done(fieldError('BAD_REQUEST', field, rule.countMessage ?? messages.server.tooManyFiles));
      }
      const tooLarge = () => fieldError('TOO_LARGE', field, rule.sizeMessage);
      store(file.stream, rule, storage, tooLarge).then(
        (info) => done(null, info),
        (error: unknown) => done(error),
      );
    },
    _removeFile(_req, file, callback) {
      const { url } = file as Partial<StoredInfo>;
      if (!url) return callback(null);
      storage.remove(url).then(
        () => callback(null),
        (error: Error) => callback(error),
      );
    },
  };
}

async function store(
  stream: Readable,
  rule: FileRule,
  storage: FileStorage,
  tooLarge: () => AppError,
): Promise<StoredInfo> {
  const { head, ended } = await readHead(stream, SAMPLE_BYTES);
  const type = await detect(head, rule);
  if (!type) {
    // an oversized file is refused for its size first, as when whole files were checked
    const size = head.length + (ended ? 0 : await drain(stream));
    if (size > rule.maxBytes) throw tooLarge();
    throw fieldError('UNSUPPORTED_TYPE', rule.field, rule.typeMessage);
  }
  const body = counted(head, stream, ended, rule.maxBytes, tooLarge);
  const url = await storage.save(body.stream, type.ext);
  return { url, size: body.size(), ...type };
}
