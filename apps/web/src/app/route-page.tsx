import { type ComponentType, lazy } from 'react';
import type { RoutePreload } from './route-preload';

/**
 * A page loaded on first visit, so each page is its own chunk. The layout's Suspense shows a loader
 * while the very first page of a visit loads; later navigations run in a transition, so the old page
 * stays until the new one is ready.
 *
 * The routes are plain route objects rendered by useRoutes under a BrowserRouter, not a data router:
 * nothing here uses loaders or actions, and the data router's code would double the router's weight on
 * every first paint.
 */
export function page<M>(
  load: () => Promise<M>,
  pick: (module: M) => ComponentType,
  options: Omit<RoutePreload, 'load'> = {},
) {
  const Page = lazy(() => load().then((module) => ({ default: pick(module) })));
  const handle: RoutePreload = { load, ...options };
  return { element: <Page />, handle };
}

/** A page that looks the same to every guest: the server may send its first HTML (entry-server.tsx). */
export const SERVED = { serverRendered: true } as const;
