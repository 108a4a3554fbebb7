import type { ErrorResponse } from '@angelbridge/contracts';
import { messages } from '@angelbridge/contracts';
import type { ErrorRequestHandler, RequestHandler } from 'express';
import { AppError } from './app-error.js';
import { requestLogger } from './request-log.js';

/** Express's own errors (a malformed JSON body, a body over the limit) carry a status. */
function fromHttpError(err: unknown): AppError | null {
  if (typeof err !== 'object' || err === null || !('status' in err)) return null;
  // our own refusal, thrown from inside a library's hook (body-parser's verify) and wrapped by it
  if ('cause' in err && err.cause instanceof AppError) return err.cause;
  const status = Number((err as { status: unknown }).status);
  if (status === 400) return new AppError('BAD_REQUEST', messages.server.malformedBody);
  if (status === 413) return new AppError('TOO_LARGE', messages.server.fileTooLarge);
  // body-parser: a charset other than UTF-8 (e.g. 'application/json; charset=klingon')
  if (status === 415) return new AppError('UNSUPPORTED_TYPE', messages.security.unsupportedCharset);
  return null;
}

/** The body of a refusal, the same whether it leaves over HTTP or answers an in-process call. */
export function errorBody(error: AppError): ErrorResponse {
  const body: ErrorResponse = { success: false, message: error.message };
  if (error.details.errors) body.errors = error.details.errors;
  if (error.details.retryAfter) body.retry_after = error.details.retryAfter;
  return body;
}

export const errorHandler: ErrorRequestHandler = (err, req, res, _next) => {
  const known = err instanceof AppError ? err : fromHttpError(err);
  if (!known) {
    requestLogger(req)?.error({ err }, 'unhandled error');
    res.status(500).json({ success: false, message: messages.errors.generic } satisfies ErrorResponse);
    return;
  }
  if (known.details.retryAfter) res.setHeader('Retry-After', String(known.details.retryAfter));
  res.status(known.status).json(errorBody(known));
};

export const apiNotFound: RequestHandler = (_req, _res, next) => {
  next(new AppError('NOT_FOUND', messages.server.unknownCall));
};
