import { hydrate } from '@tanstack/react-query';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { App } from './app/app';
import { createQueryClient } from './app/query-client';
import { preloadRoute } from './app/route-preload';
import { routes } from './app/router';
import { discardInvalidStoredUser, getSession, syncSignedInCookie } from './lib/session';

/** The id of the script element the server writes the rendered page's data into (apps/api/src/web). */
const SERVER_STATE_ID = 'server-state';

discardInvalidStoredUser();
syncSignedInCookie();

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element.');

const queryClient = createQueryClient();
const app = (
  <App queryClient={queryClient} router={(children) => <BrowserRouter>{children}</BrowserRouter>} />
);
const serverState = document.getElementById(SERVER_STATE_ID)?.textContent;
// The server renders pages as a guest sees them; a visitor with a session gets theirs rendered here.
const hydrating = Boolean(serverState) && !getSession().token;
if (hydrating) hydrate(queryClient, JSON.parse(serverState as string));
preloadRoute(routes, window.location, queryClient);
if (hydrating) hydrateRoot(container, app);
else createRoot(container).render(app);
