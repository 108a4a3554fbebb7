import { Box } from '@mantine/core';
import { Outlet } from 'react-router-dom';
import { SiteFooter } from '../../components/site/site-footer';
import { SiteHeader } from '../../components/site/site-header';
import { SkipLink } from '../../components/site/skip-link';
import { ScrollToTop } from '../scroll-to-top';
import classes from './root-layout.module.css';

const MAIN_ID = 'main-content';

export function RootLayout() {
  return (
    <div className={classes.shell}>
      <ScrollToTop />
      <SkipLink target={MAIN_ID} />
      <SiteHeader />
      <Box component="main" id={MAIN_ID} tabIndex={-1} className={classes.main}>
        <Outlet />
      </Box>
      <SiteFooter />
    </div>
  );
}
