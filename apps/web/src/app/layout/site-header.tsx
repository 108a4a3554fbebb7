import { webPaths } from '@angelbridge/contracts/web-paths';
import { Box, Burger, Button, Container } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useRef, useState } from 'react';
import { Link, NavLink, useNavigate } from 'react-router-dom';
import { AmbienceToggle } from '../../components/site/ambience-toggle';
import { ColorSchemeToggle } from '../../components/site/color-scheme-toggle';
import {
  BellButton,
  ScoutMenuButton,
  SearchInput,
  UserMenuButton,
} from '../../components/site/header-triggers';
import { CONTACT_PATH, MAIN_NAV } from '../../components/site/nav-items';
import classes from '../../components/site/site-header.module.css';
import { MessagesLink } from '../../features/conversations/index';
import { loadGlobalSearchBox } from '../../features/discovery/routes';
import { loadNotificationBell } from '../../features/notifications/routes';
import { useAdminSession } from '../../lib/admin-session';
import { deferred } from '../../lib/deferred';
import { endSession } from '../../lib/end-session';
import { useSession } from '../../lib/session';

// Most visits never open the slide-out menu, so its code waits for the first tap on the burger.
const MobileMenu = lazy(() => import('./mobile-menu').then((m) => ({ default: m.MobileMenu })));
// The menus, the bell's popover and the search list are not needed to paint the page: their code
// (and the positioning library under it) follows the first paint.
const ScoutMenu = deferred(() => import('../../components/site/scout-menu').then((m) => m.ScoutMenu));
// only an admin signed in to the console sees it: guests never load its menu code
const AdminMenu = lazy(() => import('./admin-menu').then((m) => ({ default: m.AdminMenu })));
const UserMenu = deferred(() => import('../../components/site/user-menu').then((m) => m.UserMenu));
const NotificationBell = deferred(() => loadNotificationBell().then((m) => m.NotificationBell));
const GlobalSearchBox = deferred(() => loadGlobalSearchBox().then((m) => m.GlobalSearchBox));

export function SiteHeader() {
  const { signedIn } = useSession();
  // an admin signed in to the console in this tab: the header says so instead of Login / Join
  const admin = useAdminSession().token !== null;
  const [opened, { toggle, close }] = useDisclosure(false);
  // Stays mounted after the first opening, so closing can animate.
  const [menuLoaded, setMenuLoaded] = useState(false);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  // What the stand-in search box holds when the real one replaces it (typed before the page was live).
  const searchStandIn = useRef<HTMLInputElement>(null);

  // §2: Sign Out clears the session and goes home; the server ends it too.
  const handleSignOut = () => {
    close();
    endSession();
    // Cached answers belong to the user who just left.
    queryClient.clear();
    navigate('/');
  };

  return (
    <Box component="header" className={classes.header}>
      <Container size="xl" className={classes.inner}>
        <Link to={webPaths.home} className={classes.logo} aria-label="AngelBridge home">
          Angel<span className={classes.logoAccent}>Bridge</span>
        </Link>
        <nav aria-label="Main" className={classes.nav}>
          {MAIN_NAV.map((item) =>
            item.to === webPaths.scout ? (
              <ScoutMenu
                key={item.to}
                standIn={(reach) => (
                  <ScoutMenuButton
                    aria-haspopup="menu"
                    aria-expanded={false}
                    onClick={reach}
                    onMouseEnter={reach}
                  />
                )}
              />
            ) : (
              <NavLink key={item.to} to={item.to} end={item.to === '/'} className={classes.link}>
                {item.label}
              </NavLink>
            ),
          )}
        </nav>
        {/* The actions, the bell and the phone's burger sit together at the right, a gap apart. */}
        <div className={classes.controls}>
          <div className={classes.actions}>
            <GlobalSearchBox
              className={classes.search}
              handOver={searchStandIn}
              standIn={(reach) => (
                <SearchInput ref={searchStandIn} className={classes.search} onFocus={reach} />
              )}
            />
            <AmbienceToggle />
            <ColorSchemeToggle />
            <Button component={Link} to={CONTACT_PATH} variant="light">
              Contact Us
            </Button>
            {signedIn ? (
              <>
                <UserMenu
                  onSignOut={handleSignOut}
                  standIn={(reach) => (
                    <UserMenuButton aria-haspopup="menu" aria-expanded={false} onClick={reach} />
                  )}
                />
                <Button variant="default" onClick={handleSignOut}>
                  Sign Out
                </Button>
              </>
            ) : admin ? (
              <Suspense fallback={null}>
                <AdminMenu />
              </Suspense>
            ) : (
              <>
                <Button component={Link} to={webPaths.login} variant="default">
                  Login
                </Button>
                <Button component={Link} to={webPaths.signup}>
                  Join
                </Button>
              </>
            )}
          </div>
          {signedIn && <MessagesLink />}
          {signedIn && (
            <NotificationBell
              standIn={(reach) => (
                <div className={classes.bell}>
                  <BellButton unread={0} aria-haspopup="dialog" aria-expanded={false} onClick={reach} />
                </div>
              )}
            />
          )}
          <div className={classes.compact}>
            <AmbienceToggle />
            <ColorSchemeToggle />
            <Burger
              opened={opened}
              onClick={() => {
                setMenuLoaded(true);
                toggle();
              }}
              aria-label={opened ? 'Close navigation' : 'Open navigation'}
              aria-expanded={opened}
            />
          </div>
        </div>
      </Container>
      {menuLoaded && (
        <Suspense fallback={null}>
          <MobileMenu opened={opened} onClose={close} onSignOut={handleSignOut} />
        </Suspense>
      )}
    </Box>
  );
}
