import { Box, Burger, Button, Container, Drawer, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useQueryClient } from '@tanstack/react-query';
import { Link, NavLink, useNavigate } from 'react-router-dom';
import { signOut, useSession } from '../../lib/session';
import classes from './site-header.module.css';

const NAV_ITEMS = [
  { label: 'Home', to: '/' },
  { label: 'Invest', to: '/invest' },
  { label: 'Funding', to: '/funding' },
  { label: 'Scout', to: '/scout' },
  { label: 'About Us', to: '/about-us' },
] as const;

interface NavLinksProps {
  className: string | undefined;
  onNavigate?: () => void;
}

function NavLinks({ className, onNavigate }: NavLinksProps) {
  return NAV_ITEMS.map((item) => (
    <NavLink key={item.to} to={item.to} end={item.to === '/'} className={className} onClick={onNavigate}>
      {item.label}
    </NavLink>
  ));
}

interface AccountActionsProps {
  signedIn: boolean;
  onSignOut: () => void;
  onNavigate?: () => void;
}

function AccountActions({ signedIn, onSignOut, onNavigate }: AccountActionsProps) {
  return (
    <>
      <Button component={Link} to="/contact-us-page" variant="light" onClick={onNavigate}>
        Contact Us
      </Button>
      {signedIn ? (
        <Button variant="default" onClick={onSignOut}>
          Sign Out
        </Button>
      ) : (
        <>
          <Button component={Link} to="/login" variant="default" onClick={onNavigate}>
            Login
          </Button>
          <Button component={Link} to="/signup" onClick={onNavigate}>
            Join
          </Button>
        </>
      )}
    </>
  );
}

export function SiteHeader() {
  const { signedIn } = useSession();
  const [opened, { toggle, close }] = useDisclosure(false);
  const navigate = useNavigate();
  const queryClient = useQueryClient();

  const handleSignOut = () => {
    close();
    signOut();
    // Cached answers belong to the user who just left.
    queryClient.clear();
    navigate('/');
  };

  return (
    <Box component="header" className={classes.header}>
      <Container size="xl" className={classes.inner}>
        <Link to="/" className={classes.logo}>
          Angel<span className={classes.logoAccent}>Bridge</span>
        </Link>
        <nav aria-label="Main" className={classes.nav}>
          <NavLinks className={classes.link} />
        </nav>
        <div className={classes.actions}>
          <AccountActions signedIn={signedIn} onSignOut={handleSignOut} />
        </div>
        <Burger
          className={classes.burger}
          opened={opened}
          onClick={toggle}
          aria-label={opened ? 'Close navigation' : 'Open navigation'}
          aria-expanded={opened}
        />
      </Container>
      <Drawer opened={opened} onClose={close} title="Menu" position="right" size="xs">
        {!signedIn && <Text mb="md">Hi, Guest! Please log in to see your profile.</Text>}
        <Stack gap="xs">
          <nav aria-label="Mobile">
            <NavLinks className={`${classes.link} ${classes.drawerLink}`} onNavigate={close} />
          </nav>
          <AccountActions signedIn={signedIn} onSignOut={handleSignOut} onNavigate={close} />
        </Stack>
      </Drawer>
    </Box>
  );
}
