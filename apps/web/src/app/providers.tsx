import '@mantine/core/styles.layer.css';
import './fonts.css';
import { MantineProvider } from '@mantine/core';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { LiveEventsProvider } from '../features/notifications/index';
import { deferred } from '../lib/deferred';
import { useSession } from '../lib/session';
import { colorSchemeManager } from './color-scheme';
import { createQueryClient } from './query-client';
import { cssVariablesResolver, theme } from './theme';
import { useSessionBootstrap } from './use-session-bootstrap';

const DeferredOverlays = deferred(() => import('./overlays').then((m) => m.Overlays));
const DeferredLiveEvents = deferred(() => import('./live-events').then((m) => m.LiveEvents));

/** One live connection per signed-in tab; a guest downloads none of it. */
function LiveEventsWhenSignedIn() {
  return useSession().signedIn ? <DeferredLiveEvents /> : null;
}

interface ProvidersProps {
  children: ReactNode;
  /** The app passes the client its route preload filled (main.tsx); tests pass a fresh one each. */
  queryClient?: QueryClient;
  /** 'test' turns off transitions and portals, which jsdom cannot follow. */
  env?: 'default' | 'test';
}

export function Providers({ children, queryClient, env = 'default' }: ProvidersProps) {
  const [client] = useState(() => queryClient ?? createQueryClient());
  useSessionBootstrap(client);
  return (
    <QueryClientProvider client={client}>
      <MantineProvider
        theme={theme}
        cssVariablesResolver={cssVariablesResolver}
        // the system's light or dark until the reader picks one (the header's toggle)
        defaultColorScheme="auto"
        colorSchemeManager={colorSchemeManager}
        env={env}
      >
        <LiveEventsProvider>
          {children}
          <DeferredOverlays />
          <LiveEventsWhenSignedIn />
        </LiveEventsProvider>
      </MantineProvider>
    </QueryClientProvider>
  );
}
