import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { escapeHtml } from '@angelbridge/contracts/escape-html';
import { matchWebPath } from '@angelbridge/contracts/web-paths';
import express, { type Request, type Response, type Router } from 'express';
import { withShareMeta } from './page-meta.js';
import { type PageCalls, type PageLogOf, pageRendering, type ServedPage } from './render-pages.js';
import { SERVER_DATA_ID } from './renderer.js';

/** The compression to send a file in, given the request's Accept-Encoding and the copies the build wrote. */
export type PreferredEncoding = (
  acceptEncoding: string | undefined,
  available: { br: boolean; gzip: boolean },
) => 'br' | 'gzip' | null;

export interface ServeWebOptions {
  /** The browser build (apps/web/dist). */
  webDist: string;
  /** The server renderer's build (apps/web/dist-ssr); by default beside webDist. */
  ssrDir?: string;
  /** Written into index.html: one API_KEY configures the API and the app it serves. */
  apiKey: string;
  /** The address people reach the app at (PUBLIC_URL): shared links' canonical, og:url and og:image start with it. */
  publicUrl: string;
  /** Answers the pages' reads in-process; without it, every page comes bare with a 200. */
  pageCalls?: PageCalls;
  /** Whether the request comes from a browser holding a session: its pages come bare, rendered as theirs. */
  hasSession: (req: Request) => boolean;
  preferredEncoding: PreferredEncoding;
  /** The request's logger, for a page that could not be rendered; none: such failures go unsaid. */
  logOf?: PageLogOf;
}

/** The placeholder the web build carries; one API_KEY configures the API and the app it serves. */
export const API_KEY_PLACEHOLDER = '%ANGELBRIDGE_API_KEY%';

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
        // .vite holds the build's manifest, read by the server, not sent
        if (!entry.name.startsWith('.')) walk(absolute);
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

function sendStatic(
  req: Request,
  res: Response,
  file: StaticFile,
  preferredEncoding: PreferredEncoding,
): void {
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

/** A chunk of the client build's manifest (dist/.vite/manifest.json), by module name. */
interface ManifestChunk {
  file: string;
  imports?: string[];
}

/**
 * Given a rendered page's modules, the modulepreload links for their chunks and the chunks those import,
 * except the ones index.html preloads already: the browser fetches a page's code while its HTML paints,
 * instead of once the entry script has run and asked for it. No manifest (an older build): no links.
 * At low priority: a returning visitor has them all in the cache, where they land at once and each is
 * compiled on the main thread as it lands, ahead of the page's first paint (the pitch page's 57
 * chunks held it back by about 60 ms); the stylesheet, the colour scheme and the page's picture go
 * first, and a phone still fetches the code while the HTML paints.
 */
function modulePreloads(webDist: string, html: string): (modules: readonly string[]) => string {
  const file = path.join(webDist, '.vite', 'manifest.json');
  const manifest: Record<string, ManifestChunk> = existsSync(file)
    ? JSON.parse(readFileSync(file, 'utf8'))
    : {};
  return (modules) => {
    const files = new Set<string>();
    const pending = [...modules];
    const seen = new Set<string>();
    while (pending.length > 0) {
      const key = pending.pop() as string;
      const chunk = manifest[key];
      if (seen.has(key) || !chunk) continue;
      seen.add(key);
      if (!html.includes(`/${chunk.file}"`)) files.add(chunk.file);
      pending.push(...(chunk.imports ?? []));
    }
    return [...files]
      .map((f) => `<link rel="modulepreload" fetchpriority="low" crossorigin href="/${f}">`)
      .join('');
  };
}

/** What React puts first in its markup for the head: the page's <title>, its <meta> and <link> preloads. */
const HOISTED = /^(?:<link\b[^>]*>|<meta\b[^>]*>|<title>[^<]*<\/title>)+/;

/**
 * JSON as the text of a <script type="application/json">: no '<' ends the block or opens a comment. The
 * content security policy leaves it be: a data block is never run.
 */
const asDataBlock = (json: string) =>
  `<script type="application/json" id="${SERVER_DATA_ID}">${json.replace(/</g, '\\u003c')}</script>`;

/**
 * index.html with a rendered page in #root, marked so the browser hydrates it (apps/web/src/main.tsx),
 * and the answers it was rendered from after it. What React hoists goes to the head, the page's title in
 * place of the default one.
 */
function withPage(html: string, page: ServedPage, preloads: string): string {
  const markup = page.html ?? '';
  const head = HOISTED.exec(markup)?.[0] ?? '';
  const titled = head.includes('<title>') ? html.replace(/<title>[^<]*<\/title>/, '') : html;
  // First in the head, after the charset: the page's largest picture (React's preload of it) is asked for
  // before the scripts, which only hydrate what is already on screen.
  const charset = /<meta charset="[^"]*"\s*\/?>/.exec(titled)?.[0];
  return titled
    .replace(charset ?? '</head>', (found) => (charset ? `${found}${head}` : `${head}${found}`))
    .replace('</head>', () => `${preloads}</head>`)
    .replace(
      '<div id="root"></div>',
      () =>
        `<div id="root" data-server-rendered>${markup.slice(head.length)}</div>${asDataBlock(page.data ?? 'null')}`,
    );
}

/**
 * Serves the built SPA: hashed assets cached for a year (`immutable`), each file in the brotli or gzip
 * copy the build wrote when the client accepts it, index.html never cached, and every client-side route
 * (a path without a file extension) answered with index.html: 200 for the app's pages (webPaths, shared
 * with its router), 404 for any other path and for a page whose record no guest may see, where the app
 * shows its not-found page. A missing asset, or any unknown path that names a file, answers a bare 404:
 * index.html in its place would be parsed as a script or a style.
 * With `pageCalls`, a guest's page arrives rendered (render-pages.ts).
 * Returns null when there is no build, so the API still runs on its own.
 */
export function serveWeb(options: ServeWebOptions): Router | null {
  const { webDist, apiKey, publicUrl, pageCalls, hasSession, preferredEncoding, logOf } = options;
  const indexFile = path.join(webDist, 'index.html');
  if (!existsSync(indexFile) || !statSync(indexFile).isFile()) return null;
  const html = readFileSync(indexFile, 'utf8').replaceAll(API_KEY_PLACEHOLDER, escapeHtml(apiKey));
  const files = indexFiles(webDist);
  const preloadsFor = modulePreloads(webDist, html);
  const servePage =
    pageCalls &&
    pageRendering(options.ssrDir ?? path.join(webDist, '..', 'dist-ssr'), pageCalls, logOf ?? (() => null));
  const router = express.Router();
  router.use(async (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      next();
      return;
    }
    const file = files.get(decodedPath(req.path));
    if (file) {
      sendStatic(req, res, file, preferredEncoding);
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
    // Never cached: a rendered page carries the answers of its moment. It is the same for every guest
    // (only guest reads are rendered), and a browser with a session gets the bare page.
    res.setHeader('Cache-Control', 'no-cache');
    res.setHeader('Vary', 'Cookie');
    // a path the app has no page for still gets the app (it shows its not-found page), with a 404
    const page: ServedPage = !matchWebPath(req.path)
      ? { status: 404, html: null, data: null }
      : servePage
        ? await servePage(req, { guest: req.method === 'GET' && !hasSession(req) })
        : { status: 200, html: null, data: null };
    const body = page.html === null ? html : withPage(html, page, preloadsFor(page.modules ?? []));
    res
      .status(page.status)
      .type('html')
      .send(
        page.status === 200
          ? withShareMeta(body, { publicUrl, requestPath: req.path, meta: page.meta })
          : body,
      );
  });
  return router;
}
