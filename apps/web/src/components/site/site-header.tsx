import { Box, Burger, Button, Container } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { Link, NavLink, useNavigate } from 'react-router-dom';
import { endSession } from '../../lib/end-session';
import { useSession } from '../../lib/session';
import { AmbienceToggle } from './ambience-toggle';
import { CONTACT_PATH, MAIN_NAV } from './nav-items';
import { NotificationBell } from './notification-bell';
import { ScoutMenu } from './scout-menu';
import { GlobalSearchBox } from './search/global-search-box';
import classes from './site-header.module.css';
import { UserMenu } from './user-menu';

// Most visits never open the slide-out menu, so its code waits for the first tap on the burger.
const MobileMenu = lazy(() => import('./mobile-menu').then((m) => ({ default: m.MobileMenu })));

export function SiteHeader() {
  const { signedIn } = useSession();
  const [opened, { toggle, close }] = useDisclosure(false);
  // Stays mounted after the first opening, so closing can animate.
  const [menuLoaded, setMenuLoaded] = useState(false);
  const navigate = useNavigate();
  const queryClient = useQueryClient();

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
        <Link to="/" className={classes.logo} aria-label="AngelBridge home">
          Angel<span className={classes.logoAccent}>Bridge</span>
        </Link>
        <nav aria-label="Main" className={classes.nav}>
          {MAIN_NAV.map((item) =>
            item.to === '/scout' ? (
              <ScoutMenu key={item.to} />
            ) : (
              <NavLink key={item.to} to={item.to} end={item.to === '/'} className={classes.link}>
                {item.label}
              </NavLink>
            ),
          )}
        </nav>
        <div className={classes.actions}>
          <GlobalSearchBox className={classes.search} />
          <AmbienceToggle />
          <Button component={Link} to={CONTACT_PATH} variant="light">
            Contact Us
          </Button>
          {signedIn ? (
            <>
              <UserMenu onSignOut={handleSignOut} />
              <Button variant="default" onClick={handleSignOut}>
                Sign Out
              </Button>
            </>
          ) : (
            <>
              <Button component={Link} to="/login" variant="default">
                Login
              </Button>
              <Button component={Link} to="/signup">
                Join
              </Button>
            </>
          )}
        </div>
        {signedIn && <NotificationBell />}
        <div className={classes.compact}>
          <AmbienceToggle />
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
      </Container>
      {menuLoaded && (
        <Suspense fallback={null}>
          <MobileMenu opened={opened} onClose={close} onSignOut={handleSignOut} />
        </Suspense>
      )}
    </Box>
  );
}
