import type { Call } from '@angelbridge/contracts/calls';
import type { FetchQueryOptions, QueryClient, QueryKey } from '@tanstack/react-query';
import { matchRoutes, type Params, type RouteObject } from 'react-router-dom';
import type { PageMeta } from '../../server/renderer';

/** The URL a route matched: its path parameters and its query string. */
export interface RouteMatch {
  params: Params;
  search: URLSearchParams;
}

/** A page's own `queryOptions(...)`, whatever its data: the router needs only its key (and hands it on whole). */
export interface ReadQuery {
  queryKey: QueryKey;
}

/**
 * A call a page reads as it opens. The server answers these, and only these, when it renders the page
 * (entry-server.tsx), and hands the answers to the browser, which starts its query cache with them.
 */
export interface RouteRead {
  call: Call;
  /** The page's query for the URL: the same key and call as the page's own hook (loaded with its code). */
  query: (match: RouteMatch) => Promise<ReadQuery>;
  /** The page shows this one record: when the call refuses it (400, 404), the page does not exist. */
  identifiesPage?: true;
}

/** What a route can start before React renders it: its code, and the data it will ask for first. */
export interface RoutePreload {
  load: () => Promise<unknown>;
  reads?: readonly RouteRead[];
  /** The page's first render depends only on its URL and its reads, so the server may render it (entry-server.tsx). */
  serverRendered?: boolean;
  /**
   * What a server-rendered page renders that its own code loads later (a deferred part): fetched before
   * it is rendered on the server or hydrated, so both render it whole, in one pass.
   */
  beforeHydration?: () => Promise<unknown>;
  /**
   * What a shared link to the page shows, from its loaded reads (a pitch's name, summary and cover); null
   * when they did not arrive. The server writes it into the head (server/page-meta.ts).
   */
  shareMeta?: (match: RouteMatch, client: QueryClient) => Promise<PageMeta | null>;
}

/** The handles of the routes a path matches, outermost first, with the URL they matched. */
export function routePreloads(
  routes: RouteObject[],
  location: Pick<Location, 'pathname' | 'search'>,
): { preload: RoutePreload; match: RouteMatch }[] {
  const search = new URLSearchParams(location.search);
  return (matchRoutes(routes, location.pathname) ?? []).flatMap(({ route, params }) =>
    route.handle ? [{ preload: route.handle as RoutePreload, match: { params, search } }] : [],
  );
}

/**
 * On the first load of a visit, the page's code and its reads are fetched at once, side by side with the
 * app's own start-up, instead of one after the other once React has rendered the route (shell, then page
 * code, then data). The page then finds both ready: React.lazy gets the same module, and the query finds
 * its answer in the cache or on its way (a read the server answered is in the cache already, fresh, and is
 * not asked again). The server's renderer (entry-server.tsx) loads a page the same way. Resolves once
 * everything has arrived or failed: true when nothing failed to download (a failed call shows in its
 * query's state).
 */
export function preloadRoute(
  routes: RouteObject[],
  location: Pick<Location, 'pathname' | 'search'>,
  client: QueryClient,
  { hydrating = false } = {},
): Promise<boolean> {
  const started: Promise<unknown>[] = [];
  for (const { preload, match } of routePreloads(routes, location)) {
    started.push(preload.load());
    for (const read of preload.reads ?? []) {
      started.push(read.query(match).then((query) => client.prefetchQuery(query as FetchQueryOptions)));
    }
    if (hydrating && preload.beforeHydration) started.push(preload.beforeHydration());
  }
  // Settled either way: a failed download shows when the page itself asks again (the route's error
  // boundary), a failed call in the page's own error state.
  return Promise.allSettled(started).then((results) => results.every((r) => r.status === 'fulfilled'));
}
