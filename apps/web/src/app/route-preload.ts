import type { QueryClient } from '@tanstack/react-query';
import { matchRoutes, type Params, type RouteObject } from 'react-router-dom';

/** What a route can start before React renders it: its code, and the data it will ask for first. */
export interface RoutePreload {
  load: () => Promise<unknown>;
  data?: (client: QueryClient, match: { params: Params; search: URLSearchParams }) => Promise<unknown>;
  /** The page's first render depends only on its URL and public data, so the server may render it (entry-server.tsx). */
  serverRendered?: boolean;
  /**
   * What a server-rendered page renders that its own code loads later (a deferred part): fetched before
   * it is rendered on the server or hydrated, so both render it whole, in one pass.
   */
  beforeHydration?: () => Promise<unknown>;
}

/**
 * On the first load of a visit, the page's code and its first API answer are fetched at once, side by
 * side with the app's own start-up, instead of one after the other once React has rendered the route
 * (shell, then page code, then data). The page then finds both ready: React.lazy gets the same module,
 * and the query finds its answer in the cache or on its way. The server's renderer (entry-server.tsx)
 * loads a page the same way. Resolves once everything has arrived or failed: true when nothing failed
 * to download (a failed call shows in its query's state).
 */
export function preloadRoute(
  routes: RouteObject[],
  location: Pick<Location, 'pathname' | 'search'>,
  client: QueryClient,
  { hydrating = false } = {},
): Promise<boolean> {
  const search = new URLSearchParams(location.search);
  const started: Promise<unknown>[] = [];
  for (const match of matchRoutes(routes, location.pathname) ?? []) {
    const preload = match.route.handle as RoutePreload | undefined;
    if (!preload) continue;
    started.push(preload.load());
    if (preload.data) started.push(preload.data(client, { params: match.params, search }));
    if (hydrating && preload.beforeHydration) started.push(preload.beforeHydration());
  }
  // Settled either way: a failed download shows when the page itself asks again (the route's error
  // boundary), a failed call in the page's own error state.
  return Promise.allSettled(started).then((results) => results.every((r) => r.status === 'fulfilled'));
}
