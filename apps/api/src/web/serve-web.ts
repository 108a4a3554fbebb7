import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import express, { type Router } from 'express';

/** The placeholder the web build carries; one API_KEY configures the API and the app it serves. */
export const API_KEY_PLACEHOLDER = '%ANGELBRIDGE_API_KEY%';

const escapeAttribute = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * Serves the built SPA: hashed assets cached for a year, index.html never cached, and every
 * client-side route (a path without a file extension) answered with index.html.
 * Returns null when there is no build, so the API still runs on its own.
 */
export function serveWeb(webDist: string, apiKey: string): Router | null {
  const indexFile = path.join(webDist, 'index.html');
  if (!existsSync(indexFile)) return null;
  const html = readFileSync(indexFile, 'utf8').replaceAll(API_KEY_PLACEHOLDER, escapeAttribute(apiKey));
  const router = express.Router();
  router.use(
    '/assets',
    express.static(path.join(webDist, 'assets'), { immutable: true, maxAge: '1y', fallthrough: false }),
  );
  router.use(express.static(webDist, { index: false, maxAge: '1h' }));
  router.get('/{*splat}', (req, res, next) => {
    if (path.extname(req.path) || !req.accepts('html')) {
      next();
      return;
    }
    res.setHeader('Cache-Control', 'no-cache');
    res.type('html').send(html);
  });
  return router;
}
