import type { MyCommitmentRow } from '@angelbridge/contracts';
import { webPaths } from '@angelbridge/contracts/web-paths';
import { Anchor, Badge, Card, Collapse, Group, Stack, Text, UnstyledButton } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { Link } from 'react-router-dom';
import { formatDate } from '../../../lib/format';
import { hrefFor } from '../../../lib/href-for';
import { CommitmentHistory } from './commitment-history';
import { formatMoney } from './commitment-words';
import { ConditionList } from './condition-list';
import { CommitmentStatusBadge } from './status-badge';

/** One of the investor's commitments: the pitch, amount, status, conditions with their ✓/✗, and history. */
export function MyCommitmentCard({ row }: { row: MyCommitmentRow }) {
  const [historyShown, history] = useDisclosure(false);
  const historyId = `commitment-history-${row._id}`;
  return (
    <Card
      withBorder
      radius="md"
      padding="md"
      component="article"
      aria-label={row.name_of_pitch}
      data-testid="my-commitment"
    >
      <Group justify="space-between" align="flex-start" gap="xs">
        <Stack gap={2}>
          <Anchor component={Link} to={hrefFor(webPaths.project, { id: row.pitch_id })} fw={700}>
            {row.name_of_pitch}
          </Anchor>
          <Text size="xs" c="gray.7">
            Committed {formatDate(row.created_at)} · updated {formatDate(row.updated_at)}
          </Text>
        </Stack>
        <Group gap="xs">
          {row.round_state === 'closing' && (
            <Badge variant="outline" color="gray" c="light-dark(#343a40, var(--mantine-color-gray-3))">
              Round closing
            </Badge>
          )}
          <CommitmentStatusBadge status={row.status} />
        </Group>
      </Group>
      <Text fw={700} size="lg" mt="xs">
        {formatMoney(row.amount)}
      </Text>
      <ConditionList commitment={row} />
      {row.decision_reason && (
        <Text size="sm" mt={4}>
          Founder's reason: {row.decision_reason}
        </Text>
      )}
      {row.history.length > 0 && (
        <>
          <UnstyledButton
            mt="sm"
            onClick={history.toggle}
            aria-expanded={historyShown}
            aria-controls={historyId}
            fz="sm"
            fw={600}
            c="light-dark(var(--mantine-color-blue-8), var(--mantine-color-blue-3))"
          >
            {historyShown ? 'Hide history' : `Show history (${row.history.length})`}
          </UnstyledButton>
          <Collapse expanded={historyShown} id={historyId}>
            <Stack mt="sm">
              <CommitmentHistory history={row.history} />
            </Stack>
          </Collapse>
        </>
      )}
    </Card>
  );
}
