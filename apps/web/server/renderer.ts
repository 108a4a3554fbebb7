/**
 * What the web build's server renderer (src/entry-server.tsx, built into dist-ssr/entry-server.js)
 * exports, and what the server hands it: both sides import these.
 */
import type { WindowLike } from 'dompurify';

/** The id of the JSON block after #root holding the answers a rendered page came from (main.tsx reads it). */
export const SERVER_DATA_ID = 'server-data';

/** One call answered in-process, as a guest: its status and its parsed JSON (null when empty). */
export type PageAnswer = (path: string, body: object) => Promise<{ status: number; json: unknown }>;

/**
 * What a shared link to a page shows (Open Graph and Twitter cards, the canonical URL), when the page has
 * more to say than the site's defaults: the server writes it into the head, escaped, with absolute URLs.
 */
export interface PageMeta {
  title: string;
  description: string;
  /** The page's picture: a path on this site ('/uploads/...') or an absolute http(s) URL; null: none. */
  image: string | null;
  /** The page's one address (path only), whatever query string or letter case it was opened with. */
  path: string;
}

/** A page loaded with the answers to its reads. */
export interface LoadedPage {
  /** 404 when the record the page shows does not exist for a guest; 200 otherwise. */
  status: number;
  /**
   * The answers the page was rendered from, as TanStack Query's dehydrated state in JSON, for the browser
   * to start its query cache with (main.tsx). Present only with `render`.
   */
  data?: string;
  /** Set when the page's record gives a shared link more than the defaults (a pitch). */
  meta?: PageMeta;
  /**
   * The page's own code, as the client build's module names (its manifest keys, 'src/...'): the server
   * links their chunks as modulepreloads, so the browser fetches them while the HTML paints. With `render`.
   */
  modules?: readonly string[];
  /** The markup of #root; absent when the page is not the same for every guest (the browser renders it). */
  render?: (signal: AbortSignal) => Promise<string>;
}

export interface Renderer {
  /**
   * Called once, before any page loads, with the DOM CMS texts are cleaned in (DOMPurify needs one):
   * a jsdom window, made once per process by the server (dom-window.ts).
   */
  sanitizeIn(window: WindowLike): void;
  /** Every call a page of the app reads while it loads (the routes' `reads`): all the server may answer. */
  readCalls: readonly string[];
  /** The page at `url` (path and query), its reads answered by `answer`. */
  loadPage(url: string, answer: PageAnswer): Promise<LoadedPage>;
}
