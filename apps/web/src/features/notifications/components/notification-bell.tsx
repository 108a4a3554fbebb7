import type { Notification } from '@angelbridge/contracts';
import { Button, Group, Loader, Popover, ScrollArea, Stack, Text, UnstyledButton } from '@mantine/core';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { BellButton } from '../../../components/site/header-triggers';
import classes from '../../../components/site/site-header.module.css';
import type { DeferredProps } from '../../../lib/deferred';
import { useMarkNotificationsRead, useNotifications } from '../api/get-notifications';

const WHEN = new Intl.DateTimeFormat('en-CA', {
  month: 'short',
  day: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});

/**
 * The header's bell for signed-in users: the unread count, the newest notifications, and mark-read.
 * The list stays live through the tab's live connection (LiveConnection, mounted by app/live-events.tsx).
 */
export function NotificationBell({ reached }: DeferredProps) {
  const [opened, setOpened] = useState(reached ?? false);
  const list = useNotifications(true);
  const markRead = useMarkNotificationsRead();
  const navigate = useNavigate();
  const unread = list.data?.unread_count ?? 0;

  const open = (notification: Notification) => {
    setOpened(false);
    if (!notification.read) markRead.mutate([notification._id]);
    navigate(notification.link);
  };

  return (
    <div className={classes.bell}>
      <Popover
        opened={opened}
        onChange={setOpened}
        position="bottom-end"
        width={340}
        shadow="md"
        trapFocus
        withinPortal
      >
        <Popover.Target>
          {/* The target gets the popover's aria-expanded and aria-controls, so it must be the button. */}
          <BellButton unread={unread} onClick={() => setOpened((o) => !o)} />
        </Popover.Target>
        <Popover.Dropdown p={0} role="dialog" aria-label="Notifications">
          <Group justify="space-between" px="md" py="xs">
            <Text fw={600}>Notifications</Text>
            <Button
              size="compact-xs"
              variant="subtle"
              disabled={unread === 0}
              onClick={() => markRead.mutate('all')}
            >
              Mark all as read
            </Button>
          </Group>
          {list.isPending && <Loader size="sm" m="md" aria-label="Loading notifications" />}
          {list.data && list.data.notifications.length === 0 && (
            <Text size="sm" c="gray.7" px="md" pb="md">
              No notifications yet.
            </Text>
          )}
          {list.data && list.data.notifications.length > 0 && (
            <ScrollArea.Autosize mah={360}>
              <Stack gap={0} component="ul" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
                {list.data.notifications.map((n) => (
                  <li key={n._id}>
                    <UnstyledButton
                      onClick={() => open(n)}
                      className={classes.notification}
                      data-unread={!n.read || undefined}
                      w="100%"
                      px="md"
                      py="xs"
                    >
                      <Text size="sm" fw={n.read ? 400 : 700}>
                        {!n.read && <span className={classes.visuallyHidden}>Unread: </span>}
                        {n.title}
                      </Text>
                      <Text size="xs" c="gray.7" lineClamp={2}>
                        {n.body}
                      </Text>
                      <Text size="xs" c="gray.7">
                        {WHEN.format(new Date(n.created_at))}
                      </Text>
                    </UnstyledButton>
                  </li>
                ))}
              </Stack>
            </ScrollArea.Autosize>
          )}
        </Popover.Dropdown>
      </Popover>
    </div>
  );
}
