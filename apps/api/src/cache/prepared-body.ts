import { createHash } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { negotiatedEncoding } from './encoding.js';

/** Bodies smaller than this go as they are: compressing them saves less than it costs. */
export const COMPRESS_THRESHOLD = 1024;

/** The ways a prepared body is answered: compressed, as it is, or 304 (the client holds it). */
export type AnswerForm = 'br' | 'gzip' | 'identity' | 'not-modified';

/**
 * One way of answering a prepared body: the status, its headers as `writeHead` takes them (name, value,
 * name, value…) and the bytes (none for a 304). Shared by every request that gets this form: read only.
 */
export interface PreparedAnswer {
  status: 200 | 304;
  headers: readonly string[];
  body: Buffer | null;
}

/**
 * A JSON answer serialised once, with its ETag; its gzip and brotli forms are made at high quality the
 * first time a client asks for them and kept, and so is each form's answer (status, headers, bytes), so
 * a cached answer costs no serialisation, compression or header building per request.
 */
export interface PreparedBody {
  json: Buffer;
  etag: string;
  encoded(encoding: 'br' | 'gzip'): Buffer | null;
  answer(form: AnswerForm): PreparedAnswer;
}

/**
 * Brotli for a JSON text at `quality`: 11 for a body made once and kept, lower for one made per call. Its
 * window just holds the text (a window is 2^lgwin - 16 bytes, 1 KB to 16 MB): the default 4 MB one makes
 * the encoder set up tables a small answer never fills, a third of the time it takes to compress 5 KB,
 * for the same bytes out.
 */
export const brotliForJson = (json: Buffer, quality: number) => ({
  params: {
    [constants.BROTLI_PARAM_QUALITY]: quality,
    [constants.BROTLI_PARAM_SIZE_HINT]: json.length,
    [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
    [constants.BROTLI_PARAM_LGWIN]: Math.min(
      constants.BROTLI_MAX_WINDOW_BITS,
      Math.max(constants.BROTLI_MIN_WINDOW_BITS, Math.ceil(Math.log2(json.length + 16))),
    ),
  },
});

function compress(json: Buffer, encoding: 'br' | 'gzip'): Buffer {
  if (encoding === 'gzip') return gzipSync(json, { level: 9 });
  return brotliCompressSync(json, brotliForJson(json, 11));
}

/** `no-cache`: clients may keep the body but must ask again, so a change shows at once. */
function buildAnswer(body: PreparedBody, form: AnswerForm): PreparedAnswer {
  const headers = ['ETag', body.etag, 'Cache-Control', 'no-cache', 'Vary', 'Accept-Encoding'];
  if (form === 'not-modified') return { status: 304, headers, body: null };
  const encoded = form === 'identity' ? null : body.encoded(form);
  headers.push('Content-Type', 'application/json; charset=utf-8');
  if (form !== 'identity' && encoded) {
    headers.push('Content-Encoding', form, 'Content-Length', String(encoded.length));
    return { status: 200, headers, body: encoded };
  }
  headers.push('Content-Length', String(body.json.length));
  return { status: 200, headers, body: body.json };
}

export function prepareBody(value: unknown): PreparedBody {
  const json = Buffer.from(JSON.stringify(value));
  const etag = `"${createHash('sha1').update(json).digest('base64url')}"`;
  const made: { br?: Buffer; gzip?: Buffer } = {};
  const answers: Partial<Record<AnswerForm, PreparedAnswer>> = {};
  const body: PreparedBody = {
    json,
    etag,
    encoded(encoding) {
      if (json.length < COMPRESS_THRESHOLD) return null;
      const kept = made[encoding] ?? compress(json, encoding);
      made[encoding] = kept;
      return kept;
    },
    answer(form) {
      const kept = answers[form] ?? buildAnswer(body, form);
      answers[form] = kept;
      return kept;
    },
  };
  return body;
}

/** True when the request's If-None-Match names this ETag (or '*'). */
function matches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch === etag) return true;
  return ifNoneMatch
    .split(',')
    .map((tag) => tag.trim().replace(/^W\//, ''))
    .some((tag) => tag === etag || tag === '*');
}

/** 304 when the client already holds the body, else the smallest form the client accepts. */
export function answerForm(req: IncomingMessage, body: PreparedBody): AnswerForm {
  const { headers } = req;
  if (matches(headers['if-none-match'], body.etag)) return 'not-modified';
  if (body.json.length < COMPRESS_THRESHOLD) return 'identity';
  return negotiatedEncoding(headers['accept-encoding']) ?? 'identity';
}

/** What to send for a prepared body: status, headers and the bytes (none for a 304). */
export function preparedAnswer(req: IncomingMessage, body: PreparedBody): PreparedAnswer {
  return body.answer(answerForm(req, body));
}

/** Sends a prepared body (`preparedAnswer`) on a response that may already carry headers. */
export function sendPrepared(req: IncomingMessage, res: ServerResponse, body: PreparedBody): void {
  const answer = preparedAnswer(req, body);
  const { headers } = answer;
  for (let i = 0; i < headers.length; i += 2) res.setHeader(headers[i] as string, headers[i + 1] as string);
  res.statusCode = answer.status;
  if (answer.body) res.end(answer.body);
  else res.end();
}
