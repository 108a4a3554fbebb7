import { QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { type Location, MemoryRouter, useLocation } from 'react-router-dom';
import { Providers } from '../app/providers';
import { AppRoutes } from '../app/router';

// Retries would only slow the tests down: a failure should show at once.
const testQueryClient = () => new QueryClient({ defaultOptions: { queries: { retry: false } } });

/** Where the router is now, for assertions: `router.state.location`. */
export interface RouterProbe {
  state: { location: Location };
}

function LocationProbe({ probe }: { probe: RouterProbe }) {
  probe.state.location = useLocation();
  return null;
}

/** Renders `ui` in a memory router at `path`; the probe follows the location as the test navigates. */
export function renderInRouter(ui: ReactElement, path = '/') {
  const router: RouterProbe = { state: { location: { pathname: path } as Location } };
  const view = render(
    <Providers queryClient={testQueryClient()} env="test">
      <MemoryRouter initialEntries={[path]}>
        {ui}
        <LocationProbe probe={router} />
      </MemoryRouter>
    </Providers>,
  );
  return { router, ...view };
}

/** Renders the real route table at `path`, with a fresh query cache and Mantine in test mode. */
export function renderRoute(path: string) {
  return renderInRouter(<AppRoutes />, path);
}

export function renderWithProviders(ui: ReactElement) {
  return render(
    <Providers queryClient={testQueryClient()} env="test">
      {ui}
    </Providers>,
  );
}
