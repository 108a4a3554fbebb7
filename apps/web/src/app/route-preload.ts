import type { QueryClient } from '@tanstack/react-query';
import { matchRoutes, type Params, type RouteObject } from 'react-router-dom';

/** What a route can start before React renders it: its code, and the data it will ask for first. */
export interface RoutePreload {
  load: () => Promise<unknown>;
  data?: (client: QueryClient, match: { params: Params; search: URLSearchParams }) => Promise<unknown>;
  /** The page's first render depends only on its URL and public data, so the server may render it (entry-server.tsx). */
  serverRendered?: boolean;
}

/**
 * On the first load of a visit, the page's code and its first API answer are fetched at once, side by
 * side with the app's own start-up, instead of one after the other once React has rendered the route
 * (shell, then page code, then data). The page then finds both ready: React.lazy gets the same module,
 * and the query finds its answer in the cache or on its way.
 */
export function preloadRoute(routes: RouteObject[], location: Location, client: QueryClient): void {
  const search = new URLSearchParams(location.search);
  for (const match of matchRoutes(routes, location.pathname) ?? []) {
    const preload = match.route.handle as RoutePreload | undefined;
    if (!preload) continue;
    // A failed download shows when the page itself asks again (the route's error boundary).
    preload.load().catch(() => {});
    void preload.data?.(client, { params: match.params, search });
  }
}
