import type { IncomingMessage, ServerResponse } from 'node:http';

/**
 * What the log may keep of requests and errors. Never: query strings (tokens and codes travel there
 * in links), headers (keys, tokens, cookies), bodies, SQL parameters (e-mails, password hashes, codes)
 * or a database's `detail` (it quotes the failing row).
 */

/**
 * A part of a path that may be a credential: a JWT's parts (they start with `eyJ`, base64 of '{"') or a
 * long opaque token (a signature, a single-use link token). Ids (UUIDs, 36 characters) and stored file
 * names (32 hex) are shorter and stay, so the log still says which document or file was asked for.
 */
const SECRET_PART = /^(?:eyJ[\w-]*|[\w~-]{40,})$/;

/**
 * A URL as the log keeps it: no query string, and every token-like part of its path (e.g. the signature
 * of a signed data-room link, `/api/data-room/documents/<document>.<viewer>.<expiry>.<signature>`)
 * replaced by `[redacted]`.
 */
export function safeUrl(url: string | undefined): string {
  const path = (url ?? '').split('?')[0] ?? '';
  return path
    .split('/')
    .map((segment) =>
      segment
        .split('.')
        .map((part) => (SECRET_PART.test(part) ? '[redacted]' : part))
        .join('.'),
    )
    .join('/');
}

export function safeRequest(req: IncomingMessage & { id?: unknown; originalUrl?: string }) {
  return {
    id: req.id,
    method: req.method,
    url: safeUrl(req.originalUrl ?? req.url),
    remoteAddress: req.socket?.remoteAddress,
  };
}

export function safeResponse(res: ServerResponse) {
  return { statusCode: res.statusCode };
}

/** drizzle's message is "Failed query: <sql>\nparams: <values>"; the values go, the SQL stays. */
const safeMessage = (message: string) => message.split(/\nparams:/)[0]?.slice(0, 2000) ?? '';

interface ErrorLike {
  name?: unknown;
  message?: unknown;
  code?: unknown;
  stack?: unknown;
  cause?: unknown;
}

/** An error as the log keeps it: its kind, message without values, code, frames, and the same of its cause. */
export function safeError(err: unknown, depth = 0): Record<string, unknown> | string {
  if (!err || typeof err !== 'object') return typeof err === 'string' ? safeMessage(err) : String(err);
  const e = err as ErrorLike;
  const frames =
    typeof e.stack === 'string'
      ? e.stack
          .split('\n')
          .filter((line) => line.trimStart().startsWith('at '))
          .join('\n')
      : undefined;
  return {
    type: typeof e.name === 'string' ? e.name : 'Error',
    message: typeof e.message === 'string' ? safeMessage(e.message) : '',
    ...(typeof e.code === 'string' ? { code: e.code } : {}),
    ...(frames ? { stack: frames } : {}),
    ...(e.cause && depth < 3 ? { cause: safeError(e.cause, depth + 1) } : {}),
  };
}

/** Field names whose values never reach the log, wherever a log call puts them. */
export const REDACTED_PATHS = [
  '*.password',
  '*.new_password',
  '*.current_password',
  '*.cPassword',
  '*.confirm_password',
  '*.otp',
  '*.code',
  '*.token',
  '*.passwordHash',
  '*.password_hash',
  '*.codeHash',
];
