import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { SESSION_HINT_COOKIE } from '@angelbridge/contracts/calls';
import { matchWebPath } from '@angelbridge/contracts/web-paths';
import express, { type Request, type Response, type Router } from 'express';
import { preferredEncoding } from '../cache/encoding.js';
import { readCookie } from '../http/cookies.js';
import type { PageStatus } from './page-status.js';
import type { RenderPage } from './render-pages.js';

/** The placeholder the web build carries; one API_KEY configures the API and the app it serves. */
export const API_KEY_PLACEHOLDER = '%ANGELBRIDGE_API_KEY%';

const escapeAttribute = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** Hashed file names never change content: a year, and no revalidation. */
const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Unhashed public files (favicon, stories' pictures) may change with a release. */
const SHORT = 'public, max-age=3600';

interface StaticFile {
  absolute: string;
  /** The pre-compressed copies the build wrote beside it (name.br, name.gz). */
  br: string | null;
  gzip: string | null;
  cacheControl: string;
}

/** Every file of the build by URL path, read once at start: a lookup per request, no disk probing. */
function indexFiles(webDist: string): Map<string, StaticFile> {
  const files = new Map<string, StaticFile>();
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const absolute = path.join(dir, entry.name);
      if (entry.isDirectory()) {
        walk(absolute);
        continue;
      }
      if (/\.(br|gz)$/.test(entry.name) || entry.name.startsWith('.')) continue;
      const urlPath = `/${path.relative(webDist, absolute).split(path.sep).join('/')}`;
      if (urlPath === '/index.html') continue;
      const copy = (suffix: string) => (existsSync(absolute + suffix) ? absolute + suffix : null);
      files.set(urlPath, {
        absolute,
        br: copy('.br'),
        gzip: copy('.gz'),
        cacheControl: urlPath.startsWith('/assets/') ? IMMUTABLE : SHORT,
      });
    }
  };
  walk(webDist);
  return files;
}

function sendStatic(req: Request, res: Response, file: StaticFile): void {
  const wanted = preferredEncoding(req.headers['accept-encoding'], { br: !!file.br, gzip: !!file.gzip });
  const variant = wanted === 'br' ? file.br : wanted === 'gzip' ? file.gzip : null;
  res.setHeader('Vary', 'Accept-Encoding');
  res.setHeader('Cache-Control', file.cacheControl);
  if (variant) {
    res.setHeader('Content-Encoding', wanted as string);
    // the type of the file itself, not of its .br or .gz copy
    res.type(path.extname(file.absolute));
  }
  res.sendFile(variant ?? file.absolute, { cacheControl: false, dotfiles: 'deny' }, (error) => {
    // A file listed at start-up but gone now (a new build replaced the old one under a running server)
    // is missing, not a server failure.
    if (!error || res.headersSent) return;
    res.removeHeader('Content-Encoding');
    notFound(res);
  });
}

/** The path as the file system names it ('%20' is a space); a malformed escape names no file. */
function decodedPath(urlPath: string): string {
  try {
    return decodeURIComponent(urlPath);
  } catch {
    return urlPath;
  }
}

function notFound(res: Response): void {
  res.status(404).setHeader('Cache-Control', 'no-store');
  res.type('text').send('Not found');
}

/** What React puts first in its markup for the head: the page's <title>, its <meta> and <link> preloads. */
const HOISTED = /^(?:<link\b[^>]*>|<meta\b[^>]*>|<title>[^<]*<\/title>)+/;

/**
 * index.html with a rendered page in #root, marked so the browser hydrates it (apps/web/src/main.tsx).
 * What React hoists goes to the head, the page's title in place of the default one.
 */
function withPage(html: string, page: string): string {
  const head = HOISTED.exec(page)?.[0] ?? '';
  const titled = head.includes('<title>') ? html.replace(/<title>[^<]*<\/title>/, '') : html;
  return titled
    .replace('</head>', () => `${head}</head>`)
    .replace(
      '<div id="root"></div>',
      () => `<div id="root" data-server-rendered>${page.slice(head.length)}</div>`,
    );
}

/**
 * Serves the built SPA: hashed assets cached for a year (`immutable`), each file in the brotli or gzip
 * copy the build wrote when the client accepts it, index.html never cached, and every client-side route
 * (a path without a file extension) answered with index.html: 200 for the app's pages (webPaths, shared
 * with its router), 404 for any other path and for a page `pageStatus` says is missing, where the app
 * shows its not-found page. A missing asset, or any unknown path that names a file, answers a bare 404:
 * index.html in its place would be parsed as a script or a style.
 * With `renderPage`, a guest's page arrives rendered (render-pages.ts).
 * Returns null when there is no build, so the API still runs on its own.
 */
export function serveWeb(
  webDist: string,
  apiKey: string,
  renderPage?: RenderPage,
  pageStatus?: PageStatus,
): Router | null {
  const indexFile = path.join(webDist, 'index.html');
  if (!existsSync(indexFile) || !statSync(indexFile).isFile()) return null;
  const html = readFileSync(indexFile, 'utf8').replaceAll(API_KEY_PLACEHOLDER, escapeAttribute(apiKey));
  const files = indexFiles(webDist);
  const router = express.Router();
  router.use(async (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      next();
      return;
    }
    const file = files.get(decodedPath(req.path));
    if (file) {
      sendStatic(req, res, file);
      return;
    }
    if (req.path.startsWith('/assets/') || path.extname(req.path)) {
      notFound(res);
      return;
    }
    if (!req.accepts('html')) {
      next();
      return;
    }
    res.setHeader('Cache-Control', 'no-cache');
    // the same URL is rendered for guests and left bare for a browser with a session
    res.setHeader('Vary', 'Cookie');
    // a path the app has no page for still gets the app (it shows its not-found page), with a 404
    const known = matchWebPath(req.path);
    const [status, page] = await Promise.all([
      known ? (pageStatus?.(req, known) ?? 200) : 404,
      renderPage && req.method === 'GET' && readCookie(req.headers.cookie, SESSION_HINT_COOKIE) !== '1'
        ? renderPage(req)
        : null,
    ]);
    res
      .status(status)
      .type('html')
      .send(page ? withPage(html, page) : html);
  });
  return router;
}
