/**
 * The server's renderer (built with `vite build --ssr` into dist-ssr/, loaded by @angelbridge/web/server):
 * the first HTML of a page that looks the same to every guest, so the browser paints the page before any
 * script runs, and the answers it was rendered from, so main.tsx hydrates it without asking again.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { dehydrate, type QueryClient } from '@tanstack/react-query';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from 'react-router-dom';
import type { LoadedPage, PageAnswer } from '../server/renderer';
import { App } from './app/app';
import { createQueryClient } from './app/query-client';
import { preloadRoute, type RouteMatch, type RouteRead, routePreloads } from './app/route-preload';
import { routes } from './app/router';
import { ApiError, answerCallsInProcess } from './lib/api-client';
import { loadLaterParts } from './lib/hydrate-later';

// The server hands its DOM for cleaning CMS texts (renderer.ts); Node has none of its own.
export { sanitizeIn } from './lib/sanitize-html';

/** Every call the pages read (the routes' `reads`): the only calls the server answers for a render. */
export const readCalls: readonly string[] = [
  ...new Set(
    (function reads(list: typeof routes): string[] {
      return list.flatMap((route) => [
        ...((route.handle?.reads ?? []) as RouteRead[]).map((read) => read.call.path),
        ...reads(route.children ?? []),
      ]);
    })(routes),
  ),
];

// Each page answers its calls through its own request's answerer, whatever pages load meanwhile.
const pageAnswers = new AsyncLocalStorage<PageAnswer>();
answerCallsInProcess((path, body) => {
  const answer = pageAnswers.getStore();
  if (!answer) throw new Error('A call was made outside a page load.');
  return answer(path, body);
});

/** The stream's bytes as one UTF-8 string (decoded whole: a character may straddle two chunks). */
async function readAll(stream: NodeJS.ReadableStream): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(typeof chunk === 'string' ? Buffer.from(chunk) : chunk);
  return Buffer.concat(chunks).toString('utf8');
}

/** The client build's names (manifest keys) of the modules a page's routes load (vite.config.ts, clientModuleIds). */
async function clientModules(matched: ReturnType<typeof routePreloads>): Promise<string[]> {
  // loaded already by preloadRoute: these resolve from the module cache
  const loaded = await Promise.all(matched.map(({ preload }) => preload.load()));
  return loaded.flatMap((module) => {
    const name = (module as { __clientModule?: unknown } | null)?.__clientModule;
    return typeof name === 'string' ? [name] : [];
  });
}

/** 404 when a read naming the page's record was refused as unknown or malformed: no guest may see it. */
async function statusOf(client: QueryClient, reads: { read: RouteRead; match: RouteMatch }[]) {
  for (const { read, match } of reads) {
    if (!read.identifiesPage) continue;
    const { error } = client.getQueryState((await read.query(match)).queryKey) ?? {};
    if (error instanceof ApiError && (error.status === 404 || error.status === 400)) return 404;
  }
  return 200;
}

/**
 * The page at `url` (path and query) with its reads answered: its status, and when every guest sees
 * the same page and all its data arrived, its markup and the answers for the browser. Anything else (a
 * page that differs per visitor, data that could not be fetched) is left for the browser to render: it
 * shows the error and offers to retry, as it would have without the server.
 */
export function loadPage(url: string, answer: PageAnswer): Promise<LoadedPage> {
  const location = new URL(url, 'http://localhost');
  const matched = routePreloads(routes, location);
  const page = matched.at(-1)?.preload;
  const reads = matched.flatMap(({ preload, match }) =>
    (preload.reads ?? []).map((read) => ({ read, match })),
  );
  const allowed = new Set<string>(reads.map(({ read }) => read.call.path));
  const pageAnswer: PageAnswer = (path, body) => {
    if (!allowed.has(path)) throw new Error(`${path} is not a read of ${location.pathname}.`);
    return answer(path, body);
  };
  return pageAnswers.run(pageAnswer, async () => {
    if (!page?.serverRendered && !reads.some(({ read }) => read.identifiesPage)) return { status: 200 };
    const client = createQueryClient();
    const downloaded = await preloadRoute(routes, location, client, { hydrating: true });
    // the parts whose code the browser loads after the page's (lib/hydrate-later.tsx): rendered inline here
    const partsLoaded = await loadLaterParts().then(
      () => true,
      () => false,
    );
    const status = await statusOf(client, reads);
    const complete = client
      .getQueryCache()
      .getAll()
      .every((query) => query.state.status === 'success');
    const last = matched.at(-1);
    const meta = (status === 200 && (await last?.preload.shareMeta?.(last.match, client))) || undefined;
    if (!page?.serverRendered || !downloaded || !partsLoaded || !complete) return { status, meta };
    const render = (signal: AbortSignal) =>
      pageAnswers.run(pageAnswer, async () => {
        const { prelude } = await prerenderToNodeStream(
          <App
            queryClient={client}
            router={(children) => (
              <StaticRouter location={`${location.pathname}${location.search}`}>{children}</StaticRouter>
            )}
          />,
          // Every boundary inline, however large: a boundary sent apart needs an inline script to reveal
          // it, which the content security policy would block.
          { signal, progressiveChunkSize: Number.POSITIVE_INFINITY },
        );
        const markup = await readAll(prelude);
        // A boundary that suspended here comes apart, with React's inline script to put it in place: blocked
        // by the policy, it would leave the page half shown. Refused, the page goes bare (render-pages.ts).
        if (/<script\b/i.test(markup)) throw new Error(`${location.pathname} rendered an inline script.`);
        return markup;
      });
    const modules = await clientModules(matched);
    return { status, meta, data: JSON.stringify(dehydrate(client)), render, modules };
  });
}
