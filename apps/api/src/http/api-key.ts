import { timingSafeEqual } from 'node:crypto';
import { messages } from '@angelbridge/contracts';
import type { RequestHandler } from 'express';
import { AppError } from './app-error.js';

/** A check of a request's `x-api-key` against the product's key, in constant time. */
export function apiKeyCheck(apiKey: string): (given: string | string[] | undefined) => boolean {
  const expected = Buffer.from(apiKey);
  return (given) => {
    if (typeof given !== 'string' || !given) return false;
    const bytes = Buffer.from(given);
    return bytes.length === expected.length && timingSafeEqual(bytes, expected);
  };
}

/** Every call carries the product's fixed key (spec §7); a missing or wrong key is a 401. */
export function requireApiKey(apiKey: string): RequestHandler {
  const isApiKey = apiKeyCheck(apiKey);
  return (req, _res, next) => {
    next(
      isApiKey(req.get('x-api-key'))
        ? undefined
        : new AppError('UNAUTHORIZED', messages.server.invalidApiKey),
    );
  };
}
