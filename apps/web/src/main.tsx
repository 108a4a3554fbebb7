// First: zod must be jitless before any schema parses (CSP, see the file).
import './lib/zod-jitless';
import { hydrate } from '@tanstack/react-query';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { SERVER_DATA_ID } from '../server/renderer';
import { App } from './app/app';
import { createQueryClient } from './app/query-client';
import { preloadRoute } from './app/route-preload';
import { routes } from './app/router';
import { discardInvalidStoredUser, getSession, syncSignedInCookie } from './lib/session';

discardInvalidStoredUser();
syncSignedInCookie();

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element.');

const queryClient = createQueryClient();
const app = (
  <App queryClient={queryClient} router={(children) => <BrowserRouter>{children}</BrowserRouter>} />
);
// The server renders pages as a guest sees them; a visitor with a session gets theirs rendered here.
const hydrating = container.hasAttribute('data-server-rendered') && !getSession().token;
if (hydrating) {
  // The answers the server rendered the page from: the route's reads find them fresh and ask nothing.
  const serverData = document.getElementById(SERVER_DATA_ID)?.textContent;
  if (serverData) hydrate(queryClient, JSON.parse(serverData));
}
const preloaded = preloadRoute(routes, window.location, queryClient, { hydrating });
if (hydrating) {
  // The server's page is on screen already. React takes it over once the page's code is here, so the
  // first render matches the HTML; meanwhile the browser paints it undisturbed.
  void preloaded.then(() => {
    const root: Root & { unstable_scheduleHydration?: (target: Node) => void } = hydrateRoot(container, app);
    // The page first (docs/decisions/0014): React hydrates the layout's frame, then every boundary at once
    // at the lowest priority, the header's and footer's with the page's (lib/hydrate-later.tsx). Named as
    // React's explicit hydration target, the page's boundary (holding the first element in main) is
    // raised to the default priority once the frame is live, so its form answers before they do.
    const page = container.querySelector('main')?.firstElementChild;
    if (page) root.unstable_scheduleHydration?.(page);
  });
} else {
  createRoot(container).render(app);
}
