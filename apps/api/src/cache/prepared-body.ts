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

/**
 * Sends a prepared body: 304 when the client already holds it, else the smallest form the client
 * accepts. `no-cache`: clients may keep it but must ask again, so a change shows at once.
 */
export function sendPrepared(req: IncomingMessage, res: ServerResponse, body: PreparedBody): void {
  res.setHeader('ETag', body.etag);
  res.setHeader('Cache-Control', 'no-cache');
  res.setHeader('Vary', 'Accept-Encoding');
  if (matches(req.headers['if-none-match'], body.etag)) {
    res.statusCode = 304;
    res.end();
    return;
  }
  const worth = body.json.length >= COMPRESS_THRESHOLD;
  const encoding = preferredEncoding(req.headers['accept-encoding'], { br: worth, gzip: worth });
  const encoded = encoding ? body.encoded(encoding) : null;
  res.setHeader('Content-Type', 'application/json; charset=utf-8');
  if (encoding && encoded) {
    res.setHeader('Content-Encoding', encoding);
    res.setHeader('Content-Length', encoded.length);
    res.end(encoded);
    return;
  }
  res.setHeader('Content-Length', body.json.length);
  res.end(body.json);
}
