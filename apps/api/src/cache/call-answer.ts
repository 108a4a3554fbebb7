import type { IncomingMessage, ServerResponse } from 'node:http';
import { brotliCompress, brotliCompressSync, gzip, gzipSync } from 'node:zlib';
import { negotiatedEncoding } from './encoding.js';
import { brotliForJson, COMPRESS_THRESHOLD } from './prepared-body.js';

/** Larger answers are compressed on the thread pool: compressing them here would hold up every other call. */
const COMPRESS_IN_PLACE_LIMIT = 64 * 1024;

/**
 * Brotli's quality for an answer made per call: 2, which for answers of 2 to 80 KB compresses within a
 * tenth of quality 4 (the compression middleware's) in half its time or less.
 */
const options = (json: Buffer) => brotliForJson(json, 2);

function compressed(json: Buffer, encoding: 'br' | 'gzip'): Promise<Buffer> | Buffer {
  if (json.length <= COMPRESS_IN_PLACE_LIMIT)
    return encoding === 'br' ? brotliCompressSync(json, options(json)) : gzipSync(json);
  return new Promise((resolve, reject) => {
    const done = (error: Error | null, result: Buffer) => (error ? reject(error) : resolve(result));
    if (encoding === 'br') brotliCompress(json, options(json), done);
    else gzip(json, done);
  });
}

/**
 * A call's JSON answer, made whole and sent in one write: serialised once and, from 1 KB and for a client
 * that accepts it, compressed in one step at a quick setting (brotli 2), not by the compression
 * middleware: its stream (a zlib stream per answer, hooks on the response, the work handed to the thread
 * pool and back) cost the busiest call, a commit to a round, more of the event loop than anything else it
 * does but its queries, for answers of one or two KB. No ETag: the answer to a POST is
 * never revalidated (the cached reads keep theirs: prepared-body.ts).
 */
export async function sendCallAnswer(
  req: IncomingMessage,
  res: ServerResponse,
  value: unknown,
): Promise<void> {
  const json = Buffer.from(JSON.stringify(value));
  res.setHeader('Content-Type', 'application/json; charset=utf-8');
  res.setHeader('Vary', 'Accept-Encoding');
  const encoding =
    json.length >= COMPRESS_THRESHOLD ? negotiatedEncoding(req.headers['accept-encoding']) : null;
  const body = encoding ? await compressed(json, encoding) : json;
  if (encoding) res.setHeader('Content-Encoding', encoding);
  res.setHeader('Content-Length', body.length);
  res.end(body);
}

/**
 * Whether a request is a call of the contract (POST /api/…), whose answer sendCallAnswer compresses, so
 * the compression middleware leaves it alone.
 */
export const isContractCall = (req: IncomingMessage) =>
  req.method === 'POST' && req.url?.startsWith('/api/') === true;
