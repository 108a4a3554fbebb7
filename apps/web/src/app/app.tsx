import type { QueryClient } from '@tanstack/react-query';
import { type ReactNode, StrictMode } from 'react';
import { Providers } from './providers';
import { AppRoutes } from './router';

interface AppProps {
  queryClient: QueryClient;
  /** BrowserRouter in the browser, StaticRouter when the server renders the first HTML of a page. */
  router: (routes: ReactNode) => ReactNode;
}

/** The whole app, the same tree in the browser (main.tsx) and on the server (entry-server.tsx). */
export function App({ queryClient, router }: AppProps) {
  return (
    <StrictMode>
      <Providers queryClient={queryClient}>{router(<AppRoutes />)}</Providers>
    </StrictMode>
  );
}
