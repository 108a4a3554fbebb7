import { jsonBoundsBreach, jsonBoundsMessage, messages } from '@angelbridge/contracts';
import type { RequestHandler } from 'express';
import { AppError } from './app-error.js';

/** The charset a Content-Type names, lower-cased; null when it names none. */
function charsetOf(contentType: string): string | null {
  const match = /;\s*charset\s*=\s*"?([^";\s]*)"?/i.exec(contentType);
  return match ? (match[1] ?? '').toLowerCase() : null;
}

/**
 * Every body is read as UTF-8: one that says it is in another character set (UTF-7, UTF-16, Latin-1)
 * is refused with 415 before a byte of it is read, whatever its type, rather than decoded into text
 * that the checks after it never saw as such. No charset at all means UTF-8.
 */
export const utf8Only: RequestHandler = (req, _res, next) => {
  const type = req.headers['content-type'];
  const charset = type ? charsetOf(type) : null;
  if (charset === null || charset === 'utf-8') {
    next();
    return;
  }
  next(new AppError('UNSUPPORTED_TYPE', messages.security.unsupportedCharset));
};

/** The refusal of a JSON text over the bounds of contracts' json-bounds, or null when it is within. */
export function jsonBoundsError(text: string | Uint8Array): AppError | null {
  const breach = jsonBoundsBreach(text);
  if (!breach) return null;
  const message = jsonBoundsMessage(breach);
  return new AppError('BAD_REQUEST', message, { errors: { _: message } });
}

/**
 * body-parser's `verify` hook: it sees the raw bytes before JSON.parse, so a body nested too deeply or
 * holding too many values is refused before it becomes objects that every later walk would recurse
 * through. body-parser wraps what is thrown; the error handler answers with the AppError in `cause`.
 */
export function verifyJsonBounds(_req: unknown, _res: unknown, raw: Buffer): void {
  const refusal = jsonBoundsError(raw);
  if (refusal) throw Object.assign(new Error(refusal.message, { cause: refusal }), { status: 400 });
}
