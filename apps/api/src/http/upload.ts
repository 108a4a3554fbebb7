import type { FileKind, FileRule } from '@angelbridge/contracts';
import { messages } from '@angelbridge/contracts';
import type { Request, RequestHandler, Response } from 'express';
import multer from 'multer';
import type { FileStorage } from '../storage/file-storage.js';
import { AppError } from './app-error.js';
import { fieldName, type StoredInfo, streamingEngine } from './upload-engine.js';

/** A checked file, already streamed to storage; a handler that keeps it `claim`s it. */
export interface UploadedFile {
  field: string;
  originalName: string;
  /** Where the storage put it (/uploads/...). */
  url: string;
  size: number;
  kind: FileKind;
  mime: string;
  ext: string;
}

export type UploadedFiles = Record<string, UploadedFile[]>;

const claimed = new WeakSet<UploadedFile>();

/**
 * Takes a stored upload into the handler's keeping and answers its URL: from then on the handler removes
 * it if its own write fails. Every upload nobody claimed is removed when the call ends (releaseUploads).
 */
export function claim(file: UploadedFile): string {
  claimed.add(file);
  return file.url;
}

/**
 * Caps on the text side of every multipart body, whatever its file rules: the longest text field any
 * contract takes is a few thousand characters, and no form has more than a few dozen fields.
 */
export const MULTIPART_LIMITS = {
  /** Text fields per request. */
  fields: 100,
  /** Bytes per text field (a long bio or a JSON list of ids fits many times over). */
  fieldSize: 64 * 1024,
  /** Bytes of a field name. */
  fieldNameSize: 200,
  /** Room for text fields and multipart framing in a request, on top of its largest files. */
  textBytes: 1024 * 1024,
} as const;

/** The most a multipart request for these rules can need: every file at its cap, plus the text room. */
export function maxRequestBytes(rules: readonly FileRule[]): number {
  return rules.reduce((sum, r) => sum + r.maxBytes * r.maxCount, 0) + MULTIPART_LIMITS.textBytes;
}

const tooLarge = () => new AppError('TOO_LARGE', messages.security.requestTooLarge);

/**
 * Refuses an oversized multipart request from its headers, before a byte of it is read: the declared
 * length binds (Node's parser reads no more than it), so nothing larger can follow. A multipart body
 * without a length (chunked) is refused too: every browser and HTTP client states it for a form.
 * The connection is closed after the answer, so the rest of the body is never read either.
 */
function guardRequestSize(
  req: Request,
  res: Response,
  rules: readonly FileRule[],
  maxBytes: number,
): AppError | null {
  const declared = req.headers['content-length'];
  const length = declared === undefined ? Number.NaN : Number(declared);
  if (Number.isFinite(length) && length <= maxBytes) return null;
  res.setHeader('Connection', 'close');
  // with one file field, a body this large is that file: say so in the rule's own words
  const [only] = rules;
  if (rules.length === 1 && only && Number.isFinite(length)) {
    return new AppError('TOO_LARGE', only.sizeMessage, { errors: { [only.field]: only.sizeMessage } });
  }
  return tooLarge();
}

const LIMIT_CODES = new Set([
  'LIMIT_FIELD_VALUE',
  'LIMIT_FIELD_COUNT',
  'LIMIT_PART_COUNT',
  'LIMIT_FIELD_KEY',
]);

function multerError(err: unknown, rules: readonly FileRule[]): AppError {
  if (err instanceof AppError) return err;
  if (err instanceof multer.MulterError && LIMIT_CODES.has(err.code)) return tooLarge();
  if (err instanceof multer.MulterError) {
    if (err.code === 'LIMIT_FILE_SIZE') {
      // the same words as a file caught over its own rule's size below
      const rule = err.field ? rules.find((r) => r.field === fieldName(err.field ?? '')) : undefined;
      if (!rule) return new AppError('TOO_LARGE', messages.server.fileTooLarge);
      return new AppError('TOO_LARGE', rule.sizeMessage, { errors: { [rule.field]: rule.sizeMessage } });
    }
    // more files than the request may carry at all: with one file field, that field has too many
    const [only] = rules;
    if (err.code === 'LIMIT_FILE_COUNT' && rules.length === 1 && only) {
      const message = only.countMessage ?? messages.server.tooManyFiles;
      return new AppError('BAD_REQUEST', message, { errors: { [only.field]: message } });
    }
    return new AppError('BAD_REQUEST', messages.server.unexpectedFile, {
      errors: err.field ? { [fieldName(err.field)]: messages.server.unexpectedFile } : {},
    });
  }
  return new AppError('BAD_REQUEST', messages.server.malformedBody);
}

/**
 * Parses multipart bodies for an endpoint with file rules: sizes are capped while streaming, every file's
 * type is read from its first bytes (never its name), and it streams on to the storage, so memory stays
 * flat however large the files. A request that fails part-way leaves no file behind.
 */
export function uploadFor(rules: readonly FileRule[], storage: FileStorage): RequestHandler {
  const maxBytes = Math.max(...rules.map((r) => r.maxBytes));
  const maxFiles = rules.reduce((sum, r) => sum + r.maxCount, 0);
  const parse = multer({
    storage: streamingEngine(rules, storage),
    // browsers send file names as UTF-8; multer's default (latin1) would garble 'résumé.pdf'
    defParamCharset: 'utf8',
    limits: {
      fileSize: maxBytes,
      files: maxFiles,
      fields: MULTIPART_LIMITS.fields,
      fieldSize: MULTIPART_LIMITS.fieldSize,
      fieldNameSize: MULTIPART_LIMITS.fieldNameSize,
      parts: MULTIPART_LIMITS.fields + maxFiles,
    },
  }).any();
  const maxTotal = maxRequestBytes(rules);

  return (req, res, next) => {
    if (!req.is('multipart/form-data')) {
      (req as Request & { uploads?: UploadedFiles }).uploads = {};
      next();
      return;
    }
    const refused = guardRequestSize(req, res, rules, maxTotal);
    if (refused) {
      next(refused);
      return;
    }
    parse(req, res, (err?: unknown) => {
      if (err) {
        res.setHeader('Connection', 'close');
        next(multerError(err, rules));
        return;
      }
      (req as Request & { uploads?: UploadedFiles }).uploads = collect(req);
      next();
    });
  };
}

/** The stored files by field, in the order they came. */
function collect(req: Request): UploadedFiles {
  const files = (req.files as (Express.Multer.File & StoredInfo)[] | undefined) ?? [];
  const uploads: UploadedFiles = {};
  for (const file of files) {
    const field = fieldName(file.fieldname);
    const { url, size, kind, mime, ext } = file;
    const list = uploads[field] ?? [];
    uploads[field] = list;
    list.push({ field, originalName: file.originalname, url, size, kind, mime, ext });
  }
  return uploads;
}

export function uploadsOf(req: Request): UploadedFiles {
  return (req as Request & { uploads?: UploadedFiles }).uploads ?? {};
}

/** Removes the call's uploads that no handler claimed: a refused or failed call leaves no file behind. */
export async function releaseUploads(req: Request, storage: FileStorage): Promise<void> {
  const unclaimed = Object.values(uploadsOf(req))
    .flat()
    .filter((file) => !claimed.has(file));
  await Promise.all(unclaimed.map((file) => storage.remove(file.url)));
}
