/// <reference path="./jsdom.d.ts" />
import type { WindowLike } from 'dompurify';

let made: Promise<WindowLike> | null = null;

/**
 * The one jsdom window of this process, in which the renderer cleans CMS texts with DOMPurify (which
 * documents jsdom as its safe DOM on Node). Loaded only when a renderer is, and made once: jsdom takes
 * a few hundred milliseconds to load, and one window serves every render.
 *
 * jsdom is a runtime dependency, loaded from node_modules: bundled, it breaks (it reads files beside its
 * own sources) and adds megabytes.
 */
export function domWindow(): Promise<WindowLike> {
  made ??= import('jsdom').then(({ JSDOM }) => new JSDOM('').window as unknown as WindowLike);
  return made;
}
