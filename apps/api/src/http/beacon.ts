import { messages } from '@angelbridge/contracts';
import express, { type RequestHandler } from 'express';
import { AppError } from './app-error.js';
import { jsonBoundsError } from './body-checks.js';

/** A beacon carries one small event; anything larger is not one. */
const BEACON_LIMIT = '4kb';
const readText = express.text({ type: () => true, limit: BEACON_LIMIT });

/**
 * `navigator.sendBeacon` cannot set headers, and it posts a Blob as text/plain (a type that needs no
 * CORS preflight). For the one call a page beacons to, this reads the body as JSON text whatever its
 * type, and hands the body's `api_key` and `token` on as the x-api-key and Authorization headers, so
 * the API key check and the caller's session are decided exactly as for every other call.
 * Mount it before the API key check.
 */
export function beaconCredentials(): RequestHandler {
  return (req, res, next) => {
    if (req.method !== 'POST') {
      next();
      return;
    }
    readText(req, res, (error?: unknown) => {
      if (error) {
        next(error);
        return;
      }
      const text = typeof req.body === 'string' ? req.body : '';
      const outOfBounds = jsonBoundsError(text);
      if (outOfBounds) {
        next(outOfBounds);
        return;
      }
      let body: unknown;
      try {
        body = text ? JSON.parse(text) : {};
      } catch {
        body = null;
      }
      if (!body || typeof body !== 'object' || Array.isArray(body)) {
        next(new AppError('BAD_REQUEST', messages.pitchEvents.malformedBeacon));
        return;
      }
      const { api_key: apiKey, token } = body as { api_key?: unknown; token?: unknown };
      if (typeof apiKey === 'string' && apiKey) req.headers['x-api-key'] = apiKey;
      if (typeof token === 'string' && token) req.headers.authorization = `Bearer ${token}`;
      req.body = body;
      next();
    });
  };
}
