import type { FileKind, FileRule } from '@angelbridge/contracts';
import { messages } from '@angelbridge/contracts';
import type { Request, RequestHandler } from 'express';
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

function multerError(err: unknown, rules: readonly FileRule[]): AppError {
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
    limits: { fileSize: maxBytes, files: maxFiles, fields: 200, fieldSize: 1024 * 1024 },
  }).any();

  return (req, res, next) => {
    if (!req.is('multipart/form-data')) {
      (req as Request & { uploads?: UploadedFiles }).uploads = {};
      next();
      return;
    }
    parse(req, res, (err?: unknown) => {
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
