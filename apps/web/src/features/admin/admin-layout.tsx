import { webPaths } from '@angelbridge/contracts/web-paths';
import { Box, Button, Group, NavLink, ScrollArea, Stack, Text } from '@mantine/core';
import { type ReactNode, Suspense } from 'react';
import { NavLink as RouterLink, useNavigate } from 'react-router-dom';
import { PageLoader } from '../../components/page-loader';
import { endAdminSession as signOut, useAdminSession } from '../../lib/admin-session';
import classes from './admin-layout.module.css';
import { ADMIN_SECTIONS } from './admin-sections';

/**
 * The console's frame: the sections as a nav (a column beside the page on a wide screen, a scrolling
 * row above it on a phone or tablet), the admin's name and Sign out, and the section's page.
 */
export function AdminLayout({ children }: { children: ReactNode }) {
  const { user } = useAdminSession();
  const navigate = useNavigate();
  return (
    <Box className={classes.console}>
      <Stack component="nav" aria-label="Admin console" className={classes.nav} gap={4}>
        <Text fw={700} size="sm" c="dimmed" tt="uppercase" className={classes.heading}>
          Admin console
        </Text>
        <ScrollArea type="auto" scrollbars="x" className={classes.links}>
          <Box className={classes.linkList}>
            {ADMIN_SECTIONS.map((section) => (
              <NavLink
                key={section.path}
                component={RouterLink}
                to={`${webPaths.admin}/${section.path}`}
                label={section.label}
                className={classes.link}
              />
            ))}
          </Box>
        </ScrollArea>
        <Group gap="xs" className={classes.account} wrap="nowrap">
          <Text size="sm" truncate>
            {user ? `${user.first_name ?? ''} ${user.last_name ?? ''}`.trim() || user.email : ''}
          </Text>
          <Button
            variant="subtle"
            size="compact-sm"
            onClick={() => {
              signOut();
              navigate(webPaths.login, { replace: true });
            }}
          >
            Sign out
          </Button>
        </Group>
      </Stack>
      <Box className={classes.page}>
        <Suspense fallback={<PageLoader />}>{children}</Suspense>
      </Box>
    </Box>
  );
}
