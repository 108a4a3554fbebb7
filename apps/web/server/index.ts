/**
 * `@angelbridge/web/server`: what a Node server needs to serve this app, its files and its pages rendered
 * for guests. The API mounts it (apps/api/src/app.ts) and hands it what it needs: the key, the build
 * folders, and an in-process answerer of the calls the pages read.
 */

export { cleanCmsHtml } from './clean-cms-html.js';
export type { PageCall, PageCalls } from './render-pages.js';
export { RENDERS_PER_MINUTE } from './render-pages.js';
export type { LoadedPage, PageAnswer, Renderer } from './renderer.js';
export { API_KEY_PLACEHOLDER, type PreferredEncoding, type ServeWebOptions, serveWeb } from './serve-web.js';
