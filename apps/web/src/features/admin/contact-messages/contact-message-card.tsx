import type { AdminContactMessage } from '@angelbridge/contracts';
import { Anchor, Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { formatDateTime } from '../../../lib/format';

const ROLES: Record<AdminContactMessage['role'], string> = {
  entrepreneur: 'Entrepreneur',
  investor: 'Investor',
  other: 'Other',
};

const when = formatDateTime;

/** One message from the contact form: who, what, the file (a signed link) and "Mark handled". */
export function ContactMessageCard({
  message,
  pending,
  onHandled,
}: {
  message: AdminContactMessage;
  pending: boolean;
  onHandled: () => void;
}) {
  const headingId = `contact-${message._id}`;
  return (
    <Paper withBorder radius="md" p="md" component="article" aria-labelledby={headingId}>
      <Stack gap="xs">
        <Group justify="space-between" align="flex-start" wrap="wrap">
          <Title order={2} size="h4" id={headingId}>
            {message.subject}
          </Title>
          {message.handled_at ? (
            <Badge color="green" variant="light">
              Handled
            </Badge>
          ) : (
            <Badge color="orange" variant="light">
              New
            </Badge>
          )}
        </Group>
        <Text size="sm" c="gray.7">
          {message.name} ·{' '}
          <Anchor href={`mailto:${message.email}`} underline="always">
            {message.email}
          </Anchor>{' '}
          · {ROLES[message.role]} · {when(message.created_at)}
          {message.contact_me ? ' · wants to be contacted' : ''}
        </Text>
        <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
          {message.message}
        </Text>
        {message.file && (
          <Text size="sm">
            File:{' '}
            <Anchor href={message.file.url} target="_blank" rel="noopener noreferrer" underline="always">
              {message.file.name}
            </Anchor>
          </Text>
        )}
        {message.handled_at ? (
          <Text size="xs" c="gray.7">
            Handled{message.handled_by ? ` by ${message.handled_by}` : ''} on {when(message.handled_at)}
          </Text>
        ) : (
          <Group>
            <Button size="xs" variant="light" loading={pending} onClick={onHandled}>
              Mark handled
            </Button>
          </Group>
        )}
      </Stack>
    </Paper>
  );
}
