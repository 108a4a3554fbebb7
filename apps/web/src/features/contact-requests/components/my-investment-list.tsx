import { type ContactRequestRow, messages } from '@angelbridge/contracts';
import { webPaths } from '@angelbridge/contracts/web-paths';
import { Alert, Anchor, Button, Card, Group, Loader, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { ApiError } from '../../../lib/api-client';
import { hrefFor } from '../../../lib/href-for';
import { useContactRequests } from '../api/get-contact-request';
import { formatDate } from './dates';
import { HistoryDialog } from './history-dialog';
import { StatusChip } from './status-chip';

/**
 * 'My Investment': the pitches the signed-in investor asked about, with where each request stands,
 * its expiry and a link to the pitch.
 */
export function MyInvestmentList() {
  const requests = useContactRequests(null);
  const [historyOf, setHistoryOf] = useState<string | null>(null);
  if (requests.isPending) return <Loader size="sm" aria-label="Loading your requests" my="md" />;
  if (requests.isError)
    return (
      <Alert color="red">
        {requests.error instanceof ApiError && requests.error.status > 0
          ? requests.error.message
          : messages.contactRequests.fetchFailed}
      </Alert>
    );
  if (requests.data.length === 0) return <Text c="gray.7">{messages.empty.myInvestments}</Text>;
  return (
    <>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="lg">
        {requests.data.map((row) => (
          <InvestmentCard key={row.contact_id} row={row} onHistory={() => setHistoryOf(row.contact_id)} />
        ))}
      </SimpleGrid>
      <HistoryDialog contactId={historyOf} onClose={() => setHistoryOf(null)} />
    </>
  );
}

function InvestmentCard({ row, onHistory }: { row: ContactRequestRow; onHistory: () => void }) {
  const link = row.pitch ? (row.pitch_link ?? hrefFor(webPaths.project, { id: row.pitch_id })) : null;
  return (
    <Card withBorder radius="md" padding="lg" component="article" data-testid="investment-card">
      <Stack gap="xs">
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Title order={2} size="h4">
            {link ? (
              <Anchor component={Link} to={`${link}?tab=5`}>
                {row.name_of_pitch}
              </Anchor>
            ) : (
              row.name_of_pitch
            )}
          </Title>
          <StatusChip row={row} />
        </Group>
        {row.pitch && (
          <Text size="sm" c="gray.8" lineClamp={3}>
            {row.pitch.short_summary}
          </Text>
        )}
        {!row.pitch && (
          <Text size="sm" c="gray.7">
            This pitch is no longer public.
          </Text>
        )}
        <Text size="xs" c="gray.7">
          Requested {formatDate(row.created_at)}
        </Text>
        {row.status === 'allow' && row.expires_at && (
          <Text size="xs" c="gray.7">
            {row.is_allowed ? 'Access until' : 'Expired'} {formatDate(row.expires_at)}
          </Text>
        )}
        {row.is_allowed && !row.expires_at && (
          <Text size="xs" c="gray.7">
            Access without expiry
          </Text>
        )}
        {row.status === 'denied' && row.reason && <Text size="sm">Reason: {row.reason}</Text>}
        <Group>
          <Button
            size="compact-sm"
            variant="subtle"
            onClick={onHistory}
            aria-label={`History of your request for ${row.name_of_pitch}`}
          >
            History
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
