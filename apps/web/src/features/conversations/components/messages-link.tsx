import { webPaths } from '@angelbridge/contracts/web-paths';
import { ActionIcon, Indicator } from '@mantine/core';
import { Link } from 'react-router-dom';
import classes from '../../../components/site/site-header.module.css';
import { useConversations } from '../api/get-conversations';

function ChatIcon() {
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
      <path d="M21 15a2 2 0 0 1-2 2H7l-4 4V5a2 2 0 0 1 2-2h14a2 2 0 0 1 2 2z" />
    </svg>
  );
}

/**
 * Beside the bell for signed-in users: a link to /messages with the unread messages count. The count
 * follows the live stream (app/live-events.tsx), which updates the conversation list's cache.
 */
export function MessagesLink() {
  const list = useConversations(true);
  const unread = list.data?.unread_total ?? 0;
  const label = unread === 0 ? 'Messages, none unread' : `Messages, ${unread} unread`;
  return (
    <div className={classes.messages}>
      <ActionIcon
        component={Link}
        to={webPaths.messages}
        variant="subtle"
        size="lg"
        color="gray"
        aria-label={label}
      >
        <Indicator
          label={unread > 99 ? '99+' : unread}
          size={16}
          color="red"
          disabled={unread === 0}
          offset={2}
          aria-hidden="true"
        >
          <ChatIcon />
        </Indicator>
      </ActionIcon>
    </div>
  );
}
