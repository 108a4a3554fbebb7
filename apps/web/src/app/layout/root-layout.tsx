import { Box } from '@mantine/core';
import { useEffect } from 'react';
import { Outlet } from 'react-router-dom';
import { installAmbience } from '../../components/site/ambience';
import { BackToTop } from '../../components/site/back-to-top';
import { ChatWidget } from '../../components/site/chat-widget';
import { SiteFooter } from '../../components/site/site-footer';
import { SiteHeader } from '../../components/site/site-header';
import { SkipLink } from '../../components/site/skip-link';
import { ScrollToTop } from '../scroll-to-top';
import classes from './root-layout.module.css';

const MAIN_ID = 'main-content';

export function RootLayout() {
  // The background sound follows the whole visit, not one page.
  useEffect(() => installAmbience(), []);
  return (
    <div className={classes.shell}>
      <ScrollToTop />
      <SkipLink target={MAIN_ID} />
      <SiteHeader />
      <Box component="main" id={MAIN_ID} tabIndex={-1} className={classes.main}>
        <Outlet />
      </Box>
      <SiteFooter />
      <BackToTop />
      <ChatWidget />
    </div>
  );
}
