import { QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { Providers } from '../app/providers';
import { routes } from '../app/router';

// Retries would only slow the tests down: a failure should show at once.
const testQueryClient = () => new QueryClient({ defaultOptions: { queries: { retry: false } } });

/** Renders the real route table at `path`, with a fresh query cache and Mantine in test mode. */
export function renderRoute(path: string) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const view = render(
    <Providers queryClient={testQueryClient()} env="test">
      <RouterProvider router={router} />
    </Providers>,
  );
  return { router, ...view };
}

export function renderWithProviders(ui: ReactElement) {
  return render(
    <Providers queryClient={testQueryClient()} env="test">
      {ui}
    </Providers>,
  );
}
