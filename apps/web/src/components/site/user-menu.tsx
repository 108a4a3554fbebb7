import { Avatar, Menu, Text } from '@mantine/core';
import { Link } from 'react-router-dom';
import type { DeferredProps } from '../../lib/deferred';
import { useSession } from '../../lib/session';
import { UserMenuButton } from './header-triggers';
import { accountLinks, displayUser } from './nav-items';
import classes from './site-header.module.css';

/** The signed-in person's menu (§2): who they are, then their pages, then Sign Out. */
export function UserMenu({ onSignOut, reached }: DeferredProps & { onSignOut: () => void }) {
  const session = useSession();
  if (!session.signedIn || !session.userType) return null;
  const person = displayUser(session);
  return (
    <Menu position="bottom-end" width={260} shadow="md" withinPortal defaultOpened={reached}>
      <Menu.Target>
        <UserMenuButton />
      </Menu.Target>
      <Menu.Dropdown>
        {/* A menu may hold only items and separators (ARIA): who is signed in is plain text, no paragraphs. */}
        <div className={classes.menuIdentity}>
          <Avatar src={person.photo} alt="" radius="xl" size="lg" color="bridge">
            {person.initials || null}
          </Avatar>
          <div className={classes.menuIdentityText}>
            <Text component="div" fw={600} size="sm" truncate>
              {person.fullName}
            </Text>
            {person.email && (
              <Text component="div" size="xs" c="gray.7" truncate>
                {person.email}
              </Text>
            )}
          </div>
        </div>
        <Menu.Divider />
        {accountLinks(session.userType).map((link) => (
          <Menu.Item key={link.to} component={Link} to={link.to}>
            {link.label}
          </Menu.Item>
        ))}
        <Menu.Divider />
        <Menu.Item onClick={onSignOut}>Sign Out</Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
