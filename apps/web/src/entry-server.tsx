/**
 * The server's renderer (built with `vite build --ssr` into dist-ssr/, loaded by apps/api/src/web): the
 * first HTML of a page that looks the same to every guest, so the browser paints the page before any
 * script runs; main.tsx hydrates it once the page's code and the same answers have arrived.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { prerenderToNodeStream } from 'react-dom/static';
import { matchRoutes, StaticRouter } from 'react-router-dom';
import { App } from './app/app';
import { createQueryClient } from './app/query-client';
import { preloadRoute, type RoutePreload } from './app/route-preload';
import { routes } from './app/router';
import { answerCallsInProcess, type InProcessAnswer } from './lib/api-client';

/** A page whose data has been fetched, ready to render. */
export interface LoadedPage {
  /** The markup of #root. The same URL with the same answers renders the same markup. */
  render(signal: AbortSignal): Promise<string>;
}

// Each render answers its calls through its own request's answerer, whatever renders run meanwhile.
const pageAnswers = new AsyncLocalStorage<InProcessAnswer>();
answerCallsInProcess((path, body) => {
  const answer = pageAnswers.getStore();
  if (!answer) throw new Error('A call was made outside a page render.');
  return answer(path, body);
});

/** The stream's bytes as one UTF-8 string (decoded whole: a character may straddle two chunks). */
async function readAll(stream: NodeJS.ReadableStream): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(typeof chunk === 'string' ? Buffer.from(chunk) : chunk);
  return Buffer.concat(chunks).toString('utf8');
}

/**
 * The page at `url` (path and query) with its data, or null when the browser should render it itself:
 * a page that differs per visitor, or one whose data could not be fetched (the browser then shows the
 * error and offers to retry, as it would have without the server).
 */
export function loadPage(url: string, answer: InProcessAnswer): Promise<LoadedPage | null> {
  return pageAnswers.run(answer, async () => {
    const location = new URL(url, 'http://localhost');
    const matches = matchRoutes(routes, location.pathname) ?? [];
    const page = matches.at(-1)?.route.handle as RoutePreload | undefined;
    if (!page?.serverRendered) return null;
    const client = createQueryClient();
    if (!(await preloadRoute(routes, location, client, { hydrating: true }))) return null;
    const queries = client.getQueryCache().getAll();
    if (!queries.every((query) => query.state.status === 'success')) return null;
    const render = (signal: AbortSignal) =>
      pageAnswers.run(answer, async () => {
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
        return readAll(prelude);
      });
    return { render };
  });
}
