import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Express } from 'express';
import type { CachedRead } from '../http/contract-router.js';
import { type Middleware, STRICT_TRANSPORT_SECURITY } from '../http/security-headers.js';
import { type PreparedAnswer, preparedAnswer } from './prepared-body.js';

export interface FastPathOptions {
  /** The cached calls (contract-router's `cachedReads`) and where the API is mounted ('/api'). */
  reads: readonly CachedRead[];
  prefix: string;
  isApiKey: (given: string | string[] | undefined) => boolean;
  /** The headers every answer carries (http/security-headers.ts), set before the answer's own. */
  headers: readonly (readonly [string, string])[];
  /** Whether the request came over HTTPS (honouring trust proxy): then HSTS is added, as the full path does. */
  isSecure: (req: IncomingMessage) => boolean;
  /** The API's CORS middleware, run when the request names an Origin (synchronous with fixed origins). */
  cors: Middleware;
  /** The request's id (sent as x-request-id and logged), as the full path's request log takes it. */
  requestIdOf: (req: IncomingMessage) => string;
  /** Called as the answer starts; logs the request once answered, as the full path's request log does. */
  logAnswer: (req: IncomingMessage, res: ServerResponse) => void;
}

/** The one body the fast path serves: the web app sends `{}` to a call without input. */
const EMPTY_OBJECT = '{}';
const EMPTY_OBJECT_LENGTH = String(EMPTY_OBJECT.length);
const isEmptyObject = (body: Buffer) => body.length === 2 && body[0] === 0x7b && body[1] === 0x7d;
const JSON_TYPES = new Set(['application/json', 'application/json; charset=utf-8']);
const isJson = (type: string | undefined) =>
  type !== undefined && (JSON_TYPES.has(type) || JSON_TYPES.has(type.toLowerCase()));

/** Waits for a body of `length` bytes that is still on its way, and reads it (see `readBody`). */
function awaitBody(req: IncomingMessage, length: number, done: (body: Buffer) => void): void {
  const chunks: Buffer[] = [];
  let received = 0;
  const onReadable = () => {
    for (let chunk: Buffer | null = req.read(); chunk !== null; chunk = req.read()) {
      chunks.push(chunk);
      received += chunk.length;
    }
    if (received < length) return;
    req.off('readable', onReadable);
    done(chunks.length === 1 ? (chunks[0] as Buffer) : Buffer.concat(chunks));
  };
  req.on('readable', onReadable);
}

/**
 * Reads a body of `length` bytes without consuming it for good: when the fast path declines after
 * reading, the bytes go back into the stream (`unshift`, before 'end' is emitted) for the full path.
 * Node emits the request when its headers are parsed and pushes the body that came in the same packets
 * right after, in the same turn: a microtask later that body is in the stream, and is taken as it is,
 * without the stream's events (a listener costs three ticks). A body still on its way is waited for.
 */
function readBody(req: IncomingMessage, length: number, done: (body: Buffer) => void): void {
  queueMicrotask(() => {
    if (req.readableLength >= length) done(req.read() as Buffer);
    else awaitBody(req, length, done);
  });
}

/**
 * A cached public read answered before Express: `POST <prefix><path>` with the API key and the JSON body
 * `{}`, while the cache holds the answer. It sends what the full path sends (request id, helmet's headers,
 * CORS, the prepared body with its ETag, 304 and compression) and logs the request the same way, without
 * the full path's per-request work (Express's routing, body parsing, caller and input checks). Anything
 * else, or a cache miss, takes the full path, which answers (and fills the cache) as always.
 */
export function cachedReadFastPath(options: FastPathOptions) {
  const byUrl = new Map(options.reads.map((read) => [`${options.prefix}${read.path}`, read]));
  const { cors, isApiKey, requestIdOf, logAnswer } = options;
  const securityHeaders = options.headers.flat();
  // per prepared answer, every header of the response in writeHead's order, the request id's value left
  // empty: a request copies it and puts its id in, and Node writes the lot in one go
  const allHeaders = new WeakMap<PreparedAnswer, string[]>();
  const headersOf = (prepared: PreparedAnswer) => {
    let all = allHeaders.get(prepared);
    if (!all) {
      all = ['x-request-id', '', ...securityHeaders, ...prepared.headers];
      allHeaders.set(prepared, all);
    }
    return all;
  };

  const answer = (req: IncomingMessage, res: ServerResponse, read: CachedRead, body: Buffer) => {
    const cached = isEmptyObject(body) ? read.store.peek(read.key) : undefined;
    if (!cached) return false;
    logAnswer(req, res);
    const id = requestIdOf(req);
    req.id = id; // for the log line, as requestLog names it
    const prepared = preparedAnswer(req, cached);
    const headers = headersOf(prepared).slice();
    headers[1] = id;
    if (options.isSecure(req)) headers.push('strict-transport-security', STRICT_TRANSPORT_SECURITY);
    // one writeHead with every header: Node's quickest way out, when nothing was set before (CORS may)
    if (req.headers.origin !== undefined) cors(req, res, () => undefined);
    res.writeHead(prepared.status, headers);
    if (prepared.body) res.end(prepared.body);
    else res.end();
    return true;
  };

  /** Answers the request, or hands it to `fullPath` untouched (its body unread or given back). */
  return (req: IncomingMessage, res: ServerResponse, fullPath: FullPath): void => {
    const read = req.method === 'POST' ? byUrl.get(req.url ?? '') : undefined;
    const { headers: sent } = req;
    const eligible =
      read !== undefined &&
      sent['content-length'] === EMPTY_OBJECT_LENGTH &&
      sent['transfer-encoding'] === undefined &&
      sent['content-encoding'] === undefined &&
      isJson(sent['content-type']) &&
      isApiKey(sent['x-api-key']) &&
      // a signed-in caller's answer may be theirs alone (issue 32's private rounds): the full path decides
      !(read.personal && sent.authorization !== undefined) &&
      read.store.has(read.key);
    if (!eligible) {
      fullPath(req, res);
      return;
    }
    readBody(req, EMPTY_OBJECT.length, (body) => {
      if (answer(req, res, read, body)) return;
      req.unshift(body);
      fullPath(req, res);
    });
  };
}

/** Where a request goes when the fast path does not answer it: Express. */
type FullPath = (req: IncomingMessage, res: ServerResponse) => void;

/** Express's own entry, which the app function calls for every request (express/lib/express.js). */
type Handle = (req: IncomingMessage, res: ServerResponse, next?: unknown) => void;

/**
 * Puts the fast path in front of the Express app, so it sees each request first, however the app is
 * served (main.ts's server, app.listen, supertest).
 */
export function answerFirst(app: Express, fastPath: ReturnType<typeof cachedReadFastPath>): void {
  const entry = app as unknown as { handle: Handle };
  const handle = entry.handle.bind(app);
  // served by a server, Express gets no `next`: one function for all, not one per request
  const handleAlone: FullPath = (req, res) => handle(req, res);
  entry.handle = (req, res, next) =>
    fastPath(req, res, next === undefined ? handleAlone : (req, res) => handle(req, res, next));
}
