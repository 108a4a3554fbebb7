import { CONTACT_MESSAGE_FILTERS, type ContactMessageFilter } from '@angelbridge/contracts';
import {
  Alert,
  Button,
  Center,
  Group,
  Pagination,
  SegmentedControl,
  Skeleton,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { type ReactNode, useState } from 'react';
import { errorMessage } from '../../../lib/api-client';
import { notify } from '../../../lib/notify';
import { useContactMessages, useMarkContactMessageHandled } from './api/contact-messages';
import { ContactMessageCard } from './contact-message-card';

const LABELS: Record<ContactMessageFilter, string> = { unhandled: 'New', handled: 'Handled', all: 'All' };

/** /admin/contact-messages: what the contact form received, new ones first by default. */
export function ContactMessagesPage() {
  const [filter, setFilter] = useState<ContactMessageFilter>('unhandled');
  const [page, setPage] = useState(1);
  const query = useContactMessages(filter, page);
  const mark = useMarkContactMessageHandled();
  const data = query.data;
  const pages = data ? Math.max(1, Math.ceil(data.total / data.page_size)) : 1;

  let body: ReactNode;
  if (query.isPending) {
    body = (
      <Stack role="status" aria-busy="true" aria-label="Loading messages">
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} height={120} radius="md" />
        ))}
      </Stack>
    );
  } else if (query.isError && !data) {
    body = (
      <Alert color="red" title="Could not load the messages">
        <Button size="xs" mt="xs" onClick={() => void query.refetch()}>
          Try again
        </Button>
      </Alert>
    );
  } else if (!data || data.contact_messages.length === 0) {
    body = (
      <Text c="gray.7" py="xl" ta="center">
        {filter === 'unhandled' ? 'No new messages.' : 'No messages here.'}
      </Text>
    );
  } else {
    body = (
      <Stack gap="md">
        {data.contact_messages.map((message) => (
          <ContactMessageCard
            key={message._id}
            message={message}
            pending={mark.isPending && mark.variables === message._id}
            onHandled={() =>
              mark.mutate(message._id, {
                onSuccess: (answer) => notify(answer.message),
                onError: (error) => notify(errorMessage(error), 'error'),
              })
            }
          />
        ))}
        {pages > 1 && (
          <Center>
            <Pagination total={pages} value={page} onChange={setPage} aria-label="Message pages" />
          </Center>
        )}
      </Stack>
    );
  }

  return (
    <Stack gap="lg">
      <title>Contact messages · Admin · AngelBridge</title>
      <Group justify="space-between" align="flex-end" wrap="wrap">
        <Title order={1} size="h2">
          Contact messages
        </Title>
        <SegmentedControl
          aria-label="Show"
          data={CONTACT_MESSAGE_FILTERS.map((value) => ({ value, label: LABELS[value] }))}
          value={filter}
          onChange={(value) => {
            setFilter(value as ContactMessageFilter);
            setPage(1);
          }}
        />
      </Group>
      {data && (
        <Text size="sm" c="gray.7" aria-live="polite">
          {data.total} {data.total === 1 ? 'message' : 'messages'}
        </Text>
      )}
      {body}
    </Stack>
  );
}
