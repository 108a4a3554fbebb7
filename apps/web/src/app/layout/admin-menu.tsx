import { webPaths } from '@angelbridge/contracts/web-paths';
import { Avatar, Menu, Text, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { Link } from 'react-router-dom';
import classes from '../../components/site/site-header.module.css';
import { endAdminSession, useAdminSession } from '../../lib/admin-session';

/**
 * The header while an admin is signed in to the console in this tab (issue 31: it said "Login / Join").
 * The admin's session is apart from the site's (lib/admin-session.ts), so the public pages still treat
 * them as a guest; the header only says who is signed in, links back to the console, and signs out.
 * Renders nothing on the server and for everyone else.
 */
export function AdminMenu() {
  const { token, user } = useAdminSession();
  if (!token || !user) return null;
  const name = `${user.first_name} ${user.last_name}`.trim();
  const initials = `${user.first_name[0] ?? ''}${user.last_name[0] ?? ''}`.toUpperCase();
  return (
    <Menu position="bottom-end" width={240} shadow="md" withinPortal>
      <Menu.Target>
        <UnstyledButton>
          {/* the name is the button's own hidden text: an aria-label without the visible initials fails
              WCAG 2.5.3 (label in name), as in the account menu's button */}
          <Avatar radius="xl" color="bridge" alt="" aria-hidden="true">
            {initials || null}
          </Avatar>
          <VisuallyHidden>Admin menu ({name})</VisuallyHidden>
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        <div className={classes.menuIdentity}>
          <div className={classes.menuIdentityText}>
            <Text component="div" fw={600} size="sm" truncate>
              {name}
            </Text>
            <Text component="div" size="xs" c="gray.7" truncate>
              Admin · {user.email}
            </Text>
          </div>
        </div>
        <Menu.Divider />
        <Menu.Item component={Link} to={webPaths.admin}>
          Admin console
        </Menu.Item>
        <Menu.Item onClick={endAdminSession}>Sign out</Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
