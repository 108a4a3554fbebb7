import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Logger } from 'pino';
import { pinoHttp } from 'pino-http';
import { safeError, safeRequest, safeResponse } from './log-safety.js';

/** The request's id: the caller's `x-request-id` when it is a plain token, else a new one. */
export function requestIdOf(req: IncomingMessage): string {
  const given = req.headers['x-request-id'];
  return typeof given === 'string' && /^[\w-]{1,64}$/.test(given) ? given : randomUUID();
}

/** Names the request (`req.id`, for its log line) and sends the id back. */
function nameRequest(req: IncomingMessage, res: ServerResponse): string {
  const id = requestIdOf(req);
  res.setHeader('x-request-id', id);
  return id;
}

/** One line per request, with its id, method, path, status and time; no query strings or headers. */
export function requestLog(logger: Logger) {
  return pinoHttp({
    logger,
    genReqId: nameRequest,
    // no query strings, headers or SQL values in the log (see log-safety)
    serializers: { req: safeRequest, res: safeResponse, err: safeError },
    wrapSerializers: false,
  });
}

/**
 * The same line for a request answered outside Express (the cached-read fast path), written directly
 * once the answer is sent; called as the answer starts. When info is off, nothing is built at all.
 */
export function requestLogLine(logger: Logger) {
  return (req: IncomingMessage, res: ServerResponse) => {
    if (!logger.isLevelEnabled('info')) return;
    const startedAt = Date.now();
    res.once('finish', () => {
      logger.info(
        { req: safeRequest(req), res: safeResponse(res), responseTime: Date.now() - startedAt },
        'request completed',
      );
    });
  };
}
