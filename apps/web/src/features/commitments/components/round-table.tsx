import {
  COMMITMENT_STATUS_LABELS,
  COMMITMENT_STATUSES,
  type CommitmentDecision,
  type CommitmentStatus,
  type PitchCommitmentRow,
} from '@angelbridge/contracts';
import { Alert, Button, Chip, Group, Loader, Stack, Table, Text } from '@mantine/core';
import { useState } from 'react';
import { countOf, Pager } from '../../../components/pager';
import cards from '../../../components/row-cards.module.css';
import { CertificationLine } from '../../certification/index';
import { MatchChip } from '../../matching/index';
import { formatMoney } from './commitment-words';
import { ConditionList } from './condition-list';
import { DecideDialog } from './decide-dialog';
import { CommitmentStatusBadge } from './status-badge';

export const ALL_STATUSES = 'all';
export type StatusFilter = CommitmentStatus | typeof ALL_STATUSES;

interface RoundTableProps {
  rows: PitchCommitmentRow[];
  total: number;
  page: number;
  pageSize: number;
  status: StatusFilter;
  /** The round is open: decisions may still change. */
  open: boolean;
  fetching: boolean;
  onStatus: (status: StatusFilter) => void;
  onPage: (page: number) => void;
}

const FILTERS: StatusFilter[] = [ALL_STATUSES, ...COMMITMENT_STATUSES];
const filterLabel = (status: StatusFilter) =>
  status === ALL_STATUSES ? 'All' : COMMITMENT_STATUS_LABELS[status];

/**
 * The founder's commitments, filtered by status (on the server), one page at a time. On a phone
 * (≤ 1024 px) each row is a card with its actions on screen (components/row-cards.module.css).
 */
export function RoundTable(props: RoundTableProps) {
  const { rows, total, page, pageSize, status, open, fetching, onStatus, onPage } = props;
  const [deciding, setDeciding] = useState<{ row: PitchCommitmentRow; decision: CommitmentDecision } | null>(
    null,
  );
  return (
    <Stack gap="md">
      <Group justify="space-between" align="center">
        <Chip.Group
          multiple={false}
          value={status}
          onChange={(value) =>
            onStatus((FILTERS as string[]).includes(value) ? (value as StatusFilter) : ALL_STATUSES)
          }
        >
          <Group gap="xs" role="radiogroup" aria-label="Show commitments">
            {FILTERS.map((filter) => (
              <Chip key={filter} value={filter} size="sm" variant="outline">
                {filterLabel(filter)}
              </Chip>
            ))}
          </Group>
        </Chip.Group>
        {fetching && <Loader size="xs" aria-label="Updating commitments" />}
      </Group>
      {rows.length === 0 ? (
        <Alert
          color="gray"
          title={
            status === ALL_STATUSES
              ? 'No commitments yet'
              : `No ${filterLabel(status).toLowerCase()} commitments`
          }
        >
          {status === ALL_STATUSES
            ? 'Investors commit from the pitch page. Each commitment shows here for you to accept or decline.'
            : 'Choose another status to see the other commitments.'}
        </Alert>
      ) : (
        <Table.ScrollContainer minWidth={760} className={cards.scroll}>
          <Table verticalSpacing="sm" className={cards.table} aria-label="Commitments">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Investor</Table.Th>
                <Table.Th>Amount</Table.Th>
                <Table.Th>Conditions</Table.Th>
                <Table.Th>Status</Table.Th>
                <Table.Th>Actions</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((row) => (
                <Row
                  key={row._id}
                  row={row}
                  open={open}
                  onDecide={(decision) => setDeciding({ row, decision })}
                />
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      <Pager
        total={total}
        page={page}
        pageSize={pageSize}
        count={countOf('commitment', 'commitments')}
        onPage={onPage}
      />
      <DecideDialog
        row={deciding?.row ?? null}
        decision={deciding?.decision ?? 'accept'}
        onClose={() => setDeciding(null)}
      />
    </Stack>
  );
}

function Row({
  row,
  open,
  onDecide,
}: {
  row: PitchCommitmentRow;
  open: boolean;
  onDecide: (decision: CommitmentDecision) => void;
}) {
  const name = row.investor.name;
  const mayAccept = open && row.status === 'indicated';
  const mayDecline = open && (row.status === 'indicated' || row.status === 'accepted');
  return (
    <Table.Tr data-testid="round-commitment-row">
      <Table.Td data-label="Investor">
        <Text fw={600} size="sm">
          {name}
        </Text>
        {row.investor.company_or_organization && (
          <Text size="xs" c="gray.7">
            {row.investor.company_or_organization}
          </Text>
        )}
        <CertificationLine certification={row.certification} />
        {row.match && <MatchChip match={row.match} subject={name} />}
        {row.note && (
          <Text size="xs" c="gray.7" lineClamp={2} title={row.note}>
            “{row.note}”
          </Text>
        )}
      </Table.Td>
      <Table.Td data-label="Amount">
        <Text fw={700} size="sm">
          {formatMoney(row.amount)}
        </Text>
      </Table.Td>
      <Table.Td data-label="Conditions">
        <ConditionList commitment={row} />
      </Table.Td>
      <Table.Td data-label="Status">
        <CommitmentStatusBadge status={row.status} />
      </Table.Td>
      <Table.Td data-label="Actions">
        {mayAccept || mayDecline ? (
          <Group gap="xs" wrap="wrap">
            {mayAccept && (
              <Button
                size="xs"
                color="teal.9"
                onClick={() => onDecide('accept')}
                aria-label={`Accept ${name}`}
              >
                Accept
              </Button>
            )}
            {mayDecline && (
              <Button
                size="xs"
                variant="light"
                color="red.9"
                onClick={() => onDecide('decline')}
                aria-label={`Decline ${name}`}
              >
                Decline
              </Button>
            )}
          </Group>
        ) : (
          <Text size="sm" c="gray.7">
            —
          </Text>
        )}
      </Table.Td>
    </Table.Tr>
  );
}
