import { type ConversationSummary, conversationTexts } from '@angelbridge/contracts';
import { webPaths } from '@angelbridge/contracts/web-paths';
import { Alert, Avatar, Badge, Button, Group, Loader, Stack, Text } from '@mantine/core';
import { Link } from 'react-router-dom';
import { errorMessage } from '../../../lib/api-client';
import { hrefFor } from '../../../lib/href-for';
import { useConversations } from '../api/get-conversations';
import { formatWhen, personName } from './format';
import classes from './messages.module.css';

/** The caller's conversations, newest activity first, with unread badges and the read-only marker. */
export function ConversationList({ activeId }: { activeId: string | null }) {
  const list = useConversations();
  if (list.isPending) return <Loader size="sm" aria-label="Loading conversations" />;
  if (list.isError)
    return (
      <Alert color="red" title="Conversations could not be loaded">
        <Stack gap="xs" align="flex-start">
          <Text size="sm">{errorMessage(list.error)}</Text>
          <Button size="compact-sm" variant="light" onClick={() => void list.refetch()}>
            Try again
          </Button>
        </Stack>
      </Alert>
    );
  if (list.data.conversations.length === 0)
    return (
      <Text c="gray.7" py="md">
        {conversationTexts.empty}
      </Text>
    );
  return (
    <Stack component="ul" gap={4} style={{ listStyle: 'none', margin: 0, padding: 0 }}>
      {list.data.conversations.map((c) => (
        <li key={c._id}>
          <Row conversation={c} active={c._id === activeId} />
        </li>
      ))}
    </Stack>
  );
}

function Row({ conversation: c, active }: { conversation: ConversationSummary; active: boolean }) {
  const name = personName(c.other);
  const last = c.last_message;
  return (
    <Link
      to={hrefFor(webPaths.conversation, { id: c._id })}
      className={classes.row}
      aria-current={active ? 'page' : undefined}
      data-testid="conversation-row"
    >
      <Avatar src={c.other.photo || null} alt="" radius="xl" color="bridge" name={name} />
      <div className={classes.rowText}>
        <Group justify="space-between" gap="xs" wrap="nowrap">
          <Text fw={c.unread_count > 0 ? 700 : 600} size="sm" truncate>
            {name}
          </Text>
          {last && (
            <Text size="xs" c="gray.7" style={{ flexShrink: 0 }}>
              <time dateTime={last.created_at}>{formatWhen(last.created_at)}</time>
            </Text>
          )}
        </Group>
        <Text size="xs" c="gray.7" truncate>
          {c.name_of_pitch}
        </Text>
        <Group justify="space-between" gap="xs" wrap="nowrap">
          <Text size="sm" truncate c={c.unread_count > 0 ? undefined : 'gray.7'}>
            {last ? `${last.from_me ? 'You: ' : ''}${last.body || 'Sent files'}` : 'No messages yet'}
          </Text>
          {c.unread_count > 0 && (
            <Badge color="red" size="sm" circle={c.unread_count < 10} aria-label={`${c.unread_count} unread`}>
              {c.unread_count > 99 ? '99+' : c.unread_count}
            </Badge>
          )}
        </Group>
        {c.status === 'read_only' && (
          <Badge color="gray" variant="light" size="xs" mt={4}>
            Read-only
          </Badge>
        )}
      </div>
    </Link>
  );
}
