import { Box } from '@mantine/core';
import { Suspense, useEffect, useLayoutEffect } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { PageLoader } from '../../components/page-loader';
import { installAmbience } from '../../components/site/ambience';
import { ChatWidget } from '../../components/site/chat-widget';
import { SiteFooter } from '../../components/site/site-footer';
import { SkipLink } from '../../components/site/skip-link';
import { deferred } from '../../lib/deferred';
import { HydrateLater, usePageLive } from '../../lib/hydrate-later';
import { takeTypedValues } from '../../lib/typed-before-hydration';
import { RouteErrorBoundary } from '../route-error';
import { ScrollToTop } from '../scroll-to-top';
import classes from './root-layout.module.css';
import { SiteHeader } from './site-header';

const MAIN_ID = 'main-content';

// Appears only after scrolling, so it need not hold up the first paint.
const BackToTop = deferred(() => import('../../components/site/back-to-top').then((m) => m.BackToTop));

/**
 * Marks the first page live once it answers input: hydrated over the server's HTML, or rendered here.
 * Inside the pages' boundary, so it waits for the page's own code too, and in the commit that hydrates
 * the page it hands the page's forms what was typed into them before (convention 20).
 */
function MarkReady() {
  useLayoutEffect(() => {
    const main = document.getElementById(MAIN_ID);
    if (main) takeTypedValues(main);
  }, []);
  usePageLive();
  return null;
}

export function RootLayout() {
  // The background sound follows the whole visit, not one page.
  useEffect(() => installAmbience(), []);
  const { pathname } = useLocation();
  return (
    <div className={classes.shell}>
      <ScrollToTop />
      <SkipLink target={MAIN_ID} />
      {/* The page's form hydrates first, the header and footer after it (main.tsx, lib/hydrate-later.tsx). */}
      <HydrateLater>
        <SiteHeader />
      </HydrateLater>
      <Box component="main" id={MAIN_ID} tabIndex={-1} className={classes.main}>
        <RouteErrorBoundary path={pathname}>
          {/* One boundary for every page: navigations are transitions, so it keeps the old page showing. */}
          <Suspense fallback={<PageLoader />}>
            <Outlet />
            <MarkReady />
          </Suspense>
        </RouteErrorBoundary>
      </Box>
      <HydrateLater>
        <SiteFooter />
      </HydrateLater>
      <BackToTop />
      <ChatWidget />
    </div>
  );
}
