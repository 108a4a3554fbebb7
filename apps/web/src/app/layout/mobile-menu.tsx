import { webPaths } from '@angelbridge/contracts/web-paths';
import { Avatar, Button, Divider, Drawer, Group, Stack, Text } from '@mantine/core';
import { Link, NavLink } from 'react-router-dom';
import {
  accountLinks,
  CONTACT_PATH,
  displayUser,
  MAIN_NAV,
  SCOUT_NAV,
} from '../../components/site/nav-items';
import classes from '../../components/site/site-header.module.css';
import { GlobalSearchBox } from '../../features/discovery/index';
import { useSession } from '../../lib/session';

interface MobileMenuProps {
  opened: boolean;
  onClose: () => void;
  onSignOut: () => void;
}

/** §2: the slide-out menu for screens of 1024 px and less, with every entry of the desktop header. */
export function MobileMenu({ opened, onClose, onSignOut }: MobileMenuProps) {
  const session = useSession();
  const person = session.signedIn ? displayUser(session) : null;
  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      title="Menu"
      position="right"
      size="sm"
      closeButtonProps={{ 'aria-label': 'Close menu' }}
    >
      {person ? (
        <Group wrap="nowrap" mb="md">
          <Avatar src={person.photo} alt="" radius="xl" color="bridge">
            {person.initials || null}
          </Avatar>
          <div className={classes.menuIdentityText}>
            <Text fw={600} truncate>
              {person.fullName}
            </Text>
            {person.email && (
              <Text size="sm" c="gray.7" truncate>
                {person.email}
              </Text>
            )}
          </div>
        </Group>
      ) : (
        <Text mb="md">Hi, Guest! Please log in to see your profile.</Text>
      )}
      <GlobalSearchBox onNavigate={onClose} />
      <nav aria-label="Mobile" className={classes.drawerNav}>
        {MAIN_NAV.map((item) => (
          <div key={item.to}>
            <NavLink
              to={item.to}
              end={item.to === '/'}
              className={`${classes.link} ${classes.drawerLink}`}
              onClick={onClose}
            >
              {item.label}
            </NavLink>
            {item.to === webPaths.scout &&
              SCOUT_NAV.map((sub) => (
                <Link
                  key={sub.to}
                  to={sub.to}
                  className={`${classes.link} ${classes.drawerLink} ${classes.drawerSubLink}`}
                  onClick={onClose}
                >
                  {sub.label}
                </Link>
              ))}
          </div>
        ))}
      </nav>
      <Stack gap="xs" mt="md">
        <Button component={Link} to={CONTACT_PATH} variant="light" onClick={onClose}>
          Contact Us
        </Button>
        {session.signedIn && session.userType ? (
          <>
            <Divider my="xs" />
            <nav aria-label="Account">
              {accountLinks(session.userType).map((link) => (
                <NavLink
                  key={link.to}
                  to={link.to}
                  className={`${classes.link} ${classes.drawerLink}`}
                  onClick={onClose}
                >
                  {link.label}
                </NavLink>
              ))}
            </nav>
            <Button variant="default" onClick={onSignOut}>
              Sign Out
            </Button>
          </>
        ) : (
          <>
            <Button component={Link} to={webPaths.login} variant="default" onClick={onClose}>
              Login
            </Button>
            <Button component={Link} to={webPaths.signup} onClick={onClose}>
              Join
            </Button>
          </>
        )}
      </Stack>
    </Drawer>
  );
}
