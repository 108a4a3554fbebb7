import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Request } from 'express';
import { domWindow } from './dom-window.js';
import type { PageMeta, Renderer } from './renderer.js';

/** What the server logs a page's failures through, naming the request (the API's request logger). */
export interface PageLog {
  warn(details: object, message: string): void;
  error(details: object, message: string): void;
}
/** The logger of a request, or null when the server does not log. */
export type PageLogOf = (req: Request) => PageLog | null;

/** A call answered in-process by the API, as a guest: the status and the answer's JSON text. */
export type PageCall = (
  req: Request,
  path: string,
  body: object,
) => Promise<{ status: number; text: string }>;

/**
 * Makes the answerer of the calls the pages read, given their paths (the routes' `reads`, which the
 * renderer lists): the API answers those, as it would a guest over HTTP, and refuses any other call.
 */
export type PageCalls = (paths: readonly string[]) => PageCall;

/** A page as the server sends it: its status, and for a guest its markup and the answers it came from. */
export interface ServedPage {
  status: number;
  html: string | null;
  data: string | null;
  /** What a shared link shows, when the page's record says more than the defaults (renderer.ts). */
  meta?: PageMeta;
  /** With `html`: the page's modules, for the server to preload their chunks (renderer.ts). */
  modules?: readonly string[];
}

/** Rendering is CPU work: past this many at once, a visitor gets the bare page (their browser renders it). */
const MAX_RENDERS_AT_ONCE = 2;
/** A render that takes longer is given up for the bare page. */
const RENDER_TIMEOUT_MS = 1_000;
/** Longer URLs are not worth a render (nobody shares them); they get the bare page. */
const MAX_URL_LENGTH = 2_048;
/**
 * New renders (not the reused ones) one address may cause per minute: a visitor causes a few; a script
 * varying the query string to make the server render without end gets bare pages past this.
 */
export const RENDERS_PER_MINUTE = 60;
/** The rendered markup kept, by URL and the answers it was made from, least recently used out first. */
const CACHE_BYTES = 32 * 1024 * 1024;

const BARE: ServedPage = { status: 200, html: null, data: null };

function loadRenderer(ssrDir: string): { renderer: Promise<Renderer | null>; failure: () => unknown } {
  const entry = path.join(ssrDir, 'entry-server.js');
  let failure: unknown = null;
  // any failure to load it (a missing build, a renderer without sanitizeIn, no DOM) means bare pages,
  // reported once, never a server that dies
  const load = async (): Promise<Renderer | null> => {
    try {
      const [module, window] = await Promise.all([
        import(pathToFileURL(entry).href) as Promise<Renderer>,
        domWindow(),
      ]);
      module.sanitizeIn(window);
      return module;
    } catch (error) {
      failure = error;
      return null;
    }
  };
  const renderer = existsSync(entry) ? load() : Promise.resolve(null);
  return {
    renderer,
    failure: () => {
      const said = failure;
      failure = null;
      return said;
    },
  };
}

/** Per address, the renders of the current minute; forgotten each minute, so it never grows past a minute's visitors. */
function renderBudget() {
  let renders = new Map<string, number>();
  let minute = 0;
  return (address: string) => {
    const now = Math.floor(Date.now() / 60_000);
    if (now !== minute) {
      minute = now;
      renders = new Map();
    }
    const count = (renders.get(address) ?? 0) + 1;
    renders.set(address, count);
    return count <= RENDERS_PER_MINUTE;
  };
}

/** Markup by key, least recently used out first past CACHE_BYTES. */
function markupCache() {
  const rendered = new Map<string, string>();
  let cachedBytes = 0;
  return {
    get(key: string): string | undefined {
      const html = rendered.get(key);
      if (html !== undefined) {
        // most recently used last
        rendered.delete(key);
        rendered.set(key, html);
      }
      return html;
    },
    set(key: string, html: string) {
      rendered.set(key, html);
      cachedBytes += html.length;
      for (const [oldKey, oldHtml] of rendered) {
        if (cachedBytes <= CACHE_BYTES) break;
        rendered.delete(oldKey);
        cachedBytes -= oldHtml.length;
      }
    },
  };
}

/**
 * The pages of the web build's renderer (dist-ssr/entry-server.js): the status of every page, and for a
 * guest the first HTML of a page that looks the same to every guest (the listing, a pitch, the home page,
 * ...) with the answers it was rendered from, so a first visit paints before any script has run and the
 * browser hydrates it without asking again. The page's data comes from the API in-process, through the
 * same checks, contract and caches as over HTTP.
 *
 * A render is kept by URL and a digest of the answers it read, so it is reused until the data changes and
 * never outlives it. Rendering is an optimisation, never a requirement: no renderer in the build, a page
 * that is not the same for every guest, a call that fails, too many renders at once or one that takes
 * too long all leave the page bare, and the browser renders it.
 */
export function pageRendering(ssrDir: string, pageCalls: PageCalls, logOf: PageLogOf) {
  const { renderer, failure } = loadRenderer(ssrDir);
  const call = renderer.then((loaded) => (loaded ? pageCalls(loaded.readCalls) : null));
  const cache = markupCache();
  const mayRender = renderBudget();
  let running = 0;

  return async function servePage(req: Request, { guest }: { guest: boolean }): Promise<ServedPage> {
    const [render, answer] = await Promise.all([renderer, call]);
    const loadFailure = failure();
    // said once: from here on every page goes bare
    if (loadFailure)
      logOf(req)?.error({ err: loadFailure }, 'the server renderer could not be loaded; pages go bare');
    if (!render || !answer) return BARE;
    const rendering = guest && req.originalUrl.length <= MAX_URL_LENGTH && running < MAX_RENDERS_AT_ONCE;
    if (rendering) running += 1;
    try {
      const digest = createHash('sha1').update(req.originalUrl);
      const page = await render.loadPage(req.originalUrl, async (callPath, body) => {
        const { status, text } = await answer(req, callPath, body);
        digest.update(`\n${callPath}\n${text}`);
        return { status, json: text ? JSON.parse(text) : null };
      });
      const { status, meta } = page;
      if (!rendering || !page.render || page.data === undefined) return { ...BARE, status, meta };
      const key = digest.digest('base64url');
      let html = cache.get(key);
      if (html === undefined) {
        if (!mayRender(req.ip ?? '')) return { ...BARE, status, meta };
        html = await page.render(AbortSignal.timeout(RENDER_TIMEOUT_MS));
        cache.set(key, html);
      }
      return { status, html, data: page.data, meta, modules: page.modules };
    } catch (error) {
      logOf(req)?.warn({ err: error }, 'a page could not be loaded on the server; sending the bare page');
      return BARE;
    } finally {
      if (rendering) running -= 1;
    }
  };
}

export type ServePage = ReturnType<typeof pageRendering>;
