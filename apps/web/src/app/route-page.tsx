import { type ComponentType, lazy } from 'react';
import type { RoutePreload } from './route-preload';

/**
 * A page loaded on first visit, so each page is its own chunk. The layout's Suspense shows a loader
 * while the very first page of a visit loads; later navigations run in a transition, so the old page
 * stays until the new one is ready.
 *
 * Once its module has arrived (the route preload fetches it before hydration, main.tsx), the page renders
 * at once, in the same pass as the layout: React.lazy would suspend on its first render whatever was
 * loaded, which leaves a server-rendered page dehydrated, its inputs dead, for a second hydration pass
 * after the header's and footer's (issue 31: usable within 1 s of first paint).
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
  let Loaded: ComponentType | null = null;
  const loadPage = () =>
    load().then((module) => {
      Loaded ??= pick(module);
      return module;
    });
  // Set before this resolves (same chain): once the lazy one could render, Page renders Loaded instead.
  const Lazy = lazy(() => loadPage().then((module) => ({ default: pick(module) })));
  // biome-ignore lint/correctness/noComponentHookFactories: made once per route at load time, like React.lazy
  function Page() {
    return Loaded ? <Loaded /> : <Lazy />;
  }
  const handle: RoutePreload = { load: loadPage, ...options };
  return { element: <Page />, handle };
}

/** A page that looks the same to every guest: the server may send its first HTML (entry-server.tsx). */
export const SERVED = { serverRendered: true } as const;
