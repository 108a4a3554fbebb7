import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { calls } from '@angelbridge/contracts/calls';
import type { Request } from 'express';
import type { InProcessCall } from '../http/contract-router.js';

/** What the web app's server renderer (apps/web/src/entry-server.tsx, built into dist-ssr) exports. */
interface Renderer {
  loadPage(
    url: string,
    answer: (path: string, body: object) => Promise<{ status: number; json: unknown }>,
  ): Promise<{ render(signal: AbortSignal): Promise<string> } | null>;
}

/** The calls the rendered pages' data comes from (their routes' `data` in apps/web/src/app/router.tsx). */
export const PAGE_READS = [calls.getInvestmentPageData.path, calls.getInvestmentPageDataById.path];

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

/**
 * The first HTML of the pages that look the same to every guest (the listing, a pitch, the home page, ...),
 * so a first visit paints before any script has run; the browser then hydrates it. The page's data comes
 * from the API in-process, through the same checks, contract and caches as over HTTP.
 *
 * A render is kept by URL and a digest of the answers it read, so it is reused until the data changes and
 * never outlives it. Rendering is an optimisation, never a requirement: no renderer in the build, a
 * page that is not the same for every guest, a call that fails, too many renders at once or one that
 * takes too long all answer null, and the caller sends the bare page.
 */
export function pageRendering(ssrDir: string, call: InProcessCall) {
  const entry = path.join(ssrDir, 'entry-server.js');
  let loadFailure: unknown = null;
  const renderer: Promise<Renderer | null> = existsSync(entry)
    ? import(pathToFileURL(entry).href).then(
        (module: Renderer) => module,
        (error: unknown) => {
          loadFailure = error;
          return null;
        },
      )
    : Promise.resolve(null);
  const rendered = new Map<string, string>();
  let cachedBytes = 0;
  let running = 0;
  // per address, the renders of the current minute; forgotten each minute, so it never grows past a minute's visitors
  let renders = new Map<string, number>();
  let minute = 0;
  const mayRender = (address: string) => {
    const now = Math.floor(Date.now() / 60_000);
    if (now !== minute) {
      minute = now;
      renders = new Map();
    }
    const count = (renders.get(address) ?? 0) + 1;
    renders.set(address, count);
    return count <= RENDERS_PER_MINUTE;
  };

  const remember = (key: string, html: string) => {
    rendered.set(key, html);
    cachedBytes += html.length;
    for (const [oldKey, oldHtml] of rendered) {
      if (cachedBytes <= CACHE_BYTES) break;
      rendered.delete(oldKey);
      cachedBytes -= oldHtml.length;
    }
  };

  return async function renderPage(req: Request): Promise<string | null> {
    const render = await renderer;
    if (loadFailure) {
      // said once: from here on every page goes bare
      req.log?.error({ err: loadFailure }, 'the server renderer could not be loaded; pages go bare');
      loadFailure = null;
    }
    if (!render || req.originalUrl.length > MAX_URL_LENGTH || running >= MAX_RENDERS_AT_ONCE) return null;
    running += 1;
    try {
      const digest = createHash('sha1').update(req.originalUrl);
      const page = await render.loadPage(req.originalUrl, async (callPath, body) => {
        const { status, text } = await call(req, callPath, body);
        digest.update(`\n${callPath}\n${text}`);
        return { status, json: text ? JSON.parse(text) : null };
      });
      if (!page) return null;
      const key = digest.digest('base64url');
      let html = rendered.get(key);
      if (html === undefined) {
        if (!mayRender(req.ip ?? '')) return null;
        html = await page.render(AbortSignal.timeout(RENDER_TIMEOUT_MS));
        remember(key, html);
      } else {
        // most recently used last
        rendered.delete(key);
        rendered.set(key, html);
      }
      return html;
    } catch (error) {
      req.log?.warn({ err: error }, 'a page could not be rendered on the server; sending the bare page');
      return null;
    } finally {
      running -= 1;
    }
  };
}

export type RenderPage = ReturnType<typeof pageRendering>;
