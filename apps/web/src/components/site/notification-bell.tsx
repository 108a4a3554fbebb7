import type { Notification } from '@angelbridge/contracts';
import {
  ActionIcon,
  Button,
  Group,
  Indicator,
  Loader,
  Popover,
  ScrollArea,
  Stack,
  Text,
  UnstyledButton,
} from '@mantine/core';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useMarkNotificationsRead, useNotifications } from '../../lib/api/notifications/get-notifications';
import { useNotificationStream } from '../../lib/api/notifications/use-notification-stream';
import classes from './site-header.module.css';

const WHEN = new Intl.DateTimeFormat('en-CA', {
  month: 'short',
  day: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});

function BellIcon() {
  return (
    <svg
      width="22"
      height="22"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      aria-hidden="true"
    >
      <path d="M18 8a6 6 0 0 0-12 0c0 7-3 9-3 9h18s-3-2-3-9" />
      <path d="M13.73 21a2 2 0 0 1-3.46 0" />
    </svg>
  );
}

/**
 * The header's bell for signed-in users: the unread count, the newest notifications, and mark-read.
 * The list stays live through the notification stream.
 */
export function NotificationBell() {
  const [opened, setOpened] = useState(false);
  const list = useNotifications(true);
  useNotificationStream(true);
  const markRead = useMarkNotificationsRead();
  const navigate = useNavigate();
  const unread = list.data?.unread_count ?? 0;
  const label = unread === 0 ? 'Notifications, none unread' : `Notifications, ${unread} unread`;

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
          <ActionIcon
            variant="subtle"
            size="lg"
            color="gray"
            aria-label={label}
            onClick={() => setOpened((o) => !o)}
          >
            <Indicator
              label={unread > 99 ? '99+' : unread}
              size={16}
              color="red"
              disabled={unread === 0}
              offset={2}
              aria-hidden="true"
            >
              <BellIcon />
            </Indicator>
          </ActionIcon>
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
