import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { Providers } from './app/providers';
import { createQueryClient } from './app/query-client';
import { preloadRoute } from './app/route-preload';
import { AppRoutes, routes } from './app/router';
import { discardInvalidStoredUser } from './lib/session';

discardInvalidStoredUser();

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element.');

const queryClient = createQueryClient();
preloadRoute(routes, window.location, queryClient);

createRoot(container).render(
  <StrictMode>
    <Providers queryClient={queryClient}>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </Providers>
  </StrictMode>,
);
