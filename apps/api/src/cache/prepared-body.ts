import { createHash } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { preferredEncoding } from './encoding.js';

/** Bodies smaller than this go as they are: compressing them saves less than it costs. */
export const COMPRESS_THRESHOLD = 1024;

/**
 * A JSON answer serialised once, with its ETag; its gzip and brotli forms are made at high quality the
 * first time a client asks for them and kept, so a cached answer costs no serialisation or compression
 * per request.
 */
export interface PreparedBody {
  json: Buffer;
  etag: string;
  encoded(encoding: 'br' | 'gzip'): Buffer | null;
}

export function prepareBody(value: unknown): PreparedBody {
  const json = Buffer.from(JSON.stringify(value));
  const etag = `"${createHash('sha1').update(json).digest('base64url')}"`;
  const made: { br?: Buffer; gzip?: Buffer } = {};
  return {
    json,
    etag,
    encoded(encoding) {
      if (json.length < COMPRESS_THRESHOLD) return null;
      if (encoding === 'gzip') {
        made.gzip ??= gzipSync(json, { level: 9 });
        return made.gzip;
      }
      made.br ??= brotliCompressSync(json, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: 11,
          [constants.BROTLI_PARAM_SIZE_HINT]: json.length,
          [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        },
      });
      return made.br;
    },
  };
}

/** True when the request's If-None-Match names this ETag (or '*'). */
function matches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch
    .split(',')
    .map((tag) => tag.trim().replace(/^W\//, ''))
    .some((tag) => tag === etag || tag === '*');
}

/** What to send for a prepared body: status, headers and the bytes (none for a 304). */
export interface PreparedAnswer {
  status: 200 | 304;
  headers: [string, string][];
  body: Buffer | null;
}

/**
 * 304 when the client already holds the body, else the smallest form the client accepts. `no-cache`:
 * clients may keep it but must ask again, so a change shows at once.
 */
export function preparedAnswer(req: IncomingMessage, body: PreparedBody): PreparedAnswer {
  const headers: [string, string][] = [
    ['ETag', body.etag],
    ['Cache-Control', 'no-cache'],
    ['Vary', 'Accept-Encoding'],
  ];
  if (matches(req.headers['if-none-match'], body.etag)) return { status: 304, headers, body: null };
  const worth = body.json.length >= COMPRESS_THRESHOLD;
  const encoding = preferredEncoding(req.headers['accept-encoding'], { br: worth, gzip: worth });
  const encoded = encoding ? body.encoded(encoding) : null;
  headers.push(['Content-Type', 'application/json; charset=utf-8']);
  if (encoding && encoded) {
    headers.push(['Content-Encoding', encoding], ['Content-Length', String(encoded.length)]);
    return { status: 200, headers, body: encoded };
  }
  headers.push(['Content-Length', String(body.json.length)]);
  return { status: 200, headers, body: body.json };
}

/** Sends a prepared body (`preparedAnswer`) on a response that may already carry headers. */
export function sendPrepared(req: IncomingMessage, res: ServerResponse, body: PreparedBody): void {
  const answer = preparedAnswer(req, body);
  for (const [name, value] of answer.headers) res.setHeader(name, value);
  res.statusCode = answer.status;
  if (answer.body) res.end(answer.body);
  else res.end();
}
