import type { FileKind, FileRule } from '@angelbridge/contracts';
import { messages } from '@angelbridge/contracts';
import type { Request, RequestHandler, Response } from 'express';
import { fileTypeFromBuffer } from 'file-type';
import multer from 'multer';
import { AppError } from './app-error.js';

export interface UploadedFile {
  field: string;
  originalName: string;
  buffer: Buffer;
  size: number;
  kind: FileKind;
  mime: string;
  ext: string;
}

export type UploadedFiles = Record<string, UploadedFile[]>;

/** `document[0]`, `document[1]` and `document` are one field. */
const fieldName = (raw: string) => raw.replace(/\[\d*\]$/, '');

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

async function detect(buffer: Buffer, rule: FileRule) {
  const type = await fileTypeFromBuffer(buffer);
  const kind = type && KIND_BY_EXT[type.ext]?.find((k) => rule.kinds.includes(k));
  if (!type || !kind) return null;
  return { kind, mime: type.mime, ext: type.ext === 'cfb' ? kind : type.ext };
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
  if (err instanceof multer.MulterError && LIMIT_CODES.has(err.code)) return tooLarge();
  if (err instanceof multer.MulterError) {
    if (err.code === 'LIMIT_FILE_SIZE') {
      // the same words as a file caught over its own rule's size below
      const rule = err.field ? rules.find((r) => r.field === fieldName(err.field ?? '')) : undefined;
      if (!rule) return new AppError('TOO_LARGE', messages.server.fileTooLarge);
      return new AppError('TOO_LARGE', rule.sizeMessage, { errors: { [rule.field]: rule.sizeMessage } });
    }
    return new AppError('BAD_REQUEST', messages.server.unexpectedFile, {
      errors: err.field ? { [fieldName(err.field)]: messages.server.unexpectedFile } : {},
    });
  }
  return new AppError('BAD_REQUEST', messages.server.malformedBody);
}

/**
 * Parses multipart bodies for an endpoint with file rules: sizes are capped while streaming,
 * then every file is checked against its rule, its type read from its bytes, never its name.
 */
export function uploadFor(rules: readonly FileRule[]): RequestHandler {
  const maxBytes = Math.max(...rules.map((r) => r.maxBytes));
  const maxFiles = rules.reduce((sum, r) => sum + r.maxCount, 0);
  const parse = multer({
    storage: multer.memoryStorage(),
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
      if (err) res.setHeader('Connection', 'close');
      if (err) {
        next(multerError(err, rules));
        return;
      }
      checkFiles(req, rules).then(
        (uploads) => {
          (req as Request & { uploads?: UploadedFiles }).uploads = uploads;
          next();
        },
        (error: unknown) => next(error),
      );
    });
  };
}

async function checkFiles(req: Request, rules: readonly FileRule[]): Promise<UploadedFiles> {
  const files = (req.files as Express.Multer.File[] | undefined) ?? [];
  const uploads: UploadedFiles = {};
  for (const file of files) {
    const field = fieldName(file.fieldname);
    const rule = rules.find((r) => r.field === field);
    if (!rule) {
      throw new AppError('BAD_REQUEST', messages.server.unexpectedFile, {
        errors: { [field]: messages.server.unexpectedFile },
      });
    }
    const list = uploads[field] ?? [];
    uploads[field] = list;
    if (list.length >= rule.maxCount) {
      const message = rule.countMessage ?? messages.server.tooManyFiles;
      throw new AppError('BAD_REQUEST', message, { errors: { [field]: message } });
    }
    if (file.size > rule.maxBytes) {
      throw new AppError('TOO_LARGE', rule.sizeMessage, { errors: { [field]: rule.sizeMessage } });
    }
    const type = await detect(file.buffer, rule);
    if (!type) {
      throw new AppError('UNSUPPORTED_TYPE', rule.typeMessage, { errors: { [field]: rule.typeMessage } });
    }
    list.push({ field, originalName: file.originalname, buffer: file.buffer, size: file.size, ...type });
  }
  return uploads;
}

export function uploadsOf(req: Request): UploadedFiles {
  return (req as Request & { uploads?: UploadedFiles }).uploads ?? {};
}
