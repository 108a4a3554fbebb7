import { timingSafeEqual } from 'node:crypto';
import { messages } from '@angelbridge/contracts';
import type { RequestHandler } from 'express';
import { AppError } from './app-error.js';

function sameKey(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** Every call carries the product's fixed key (spec §7); a missing or wrong key is a 401. */
export function requireApiKey(apiKey: string): RequestHandler {
  return (req, _res, next) => {
    const given = req.get('x-api-key');
    next(
      given && sameKey(given, apiKey)
        ? undefined
        : new AppError('UNAUTHORIZED', messages.server.invalidApiKey),
    );
  };
}
