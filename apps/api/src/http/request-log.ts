import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Logger } from 'pino';
import { safeRequest, safeResponse } from './log-safety.js';
import type { Middleware } from './security-headers.js';

declare module 'node:http' {
  interface IncomingMessage {
    /** The request's id, once named (requestLog, the fast path): sent as x-request-id, logged, audited. */
    id?: string;
  }
}

/** The app's logger, kept on each request it named, for requestLogger. */
const LOGGER = Symbol('logger');
type Named = IncomingMessage & { [LOGGER]?: Logger };

/**
 * The request's id: the one it was named with; before that, the caller's `x-request-id` when it is a
 * plain token, else a new one. So the audit row of a change and its log line carry the same id.
 */
export function requestIdOf(req: IncomingMessage): string {
  if (req.id) return req.id;
  const given = req.headers['x-request-id'];
  return typeof given === 'string' && /^[\w-]{1,64}$/.test(given) ? given : randomUUID();
}

/**
 * Names every request (`req.id`, sent back as x-request-id) and writes one line per request once it is
 * answered: id, method, path, status and time; no query strings or headers (log-safety). Nothing more
 * per request: a child logger is made only when something logs through the request (requestLogger),
 * which is rare (an error), where a logger per request cost every call a share of its time.
 */
export function requestLog(logger: Logger): Middleware {
  const logLine = requestLogLine(logger);
  return (req, res, next) => {
    const id = requestIdOf(req);
    req.id = id;
    (req as Named)[LOGGER] = logger;
    res.setHeader('x-request-id', id);
    logLine(req, res);
    next();
  };
}

/** A logger whose lines name this request (its id, method and path), or null before requestLog named it. */
export function requestLogger(req: IncomingMessage): Logger | null {
  return (req as Named)[LOGGER]?.child({ req: safeRequest(req) }) ?? null;
}

/**
 * The request's line, written once it is answered (or its client went away); called as it starts, by
 * requestLog and by the cached-read fast path. When info is off, nothing is built at all.
 */
export function requestLogLine(logger: Logger) {
  return (req: IncomingMessage, res: ServerResponse) => {
    if (!logger.isLevelEnabled('info')) return;
    const startedAt = Date.now();
    const done = () => {
      res.off('finish', done);
      res.off('close', done);
      const line = { req: safeRequest(req), res: safeResponse(res), responseTime: Date.now() - startedAt };
      if (res.statusCode >= 500) logger.error(line, 'request errored');
      else logger.info(line, 'request completed');
    };
    res.on('finish', done);
    res.on('close', done);
  };
}
