import {
  COMMITMENT_STATUS_LABELS,
  type CommitmentStatus,
  formatCommitmentAmount,
} from '@angelbridge/contracts';
import { webPaths } from '@angelbridge/contracts/web-paths';
import { Anchor, Table } from '@mantine/core';
import { Link } from 'react-router-dom';
import cards from '../../components/row-cards.module.css';
import { formatDate } from '../../lib/format';

interface CommitmentRow {
  _id: string;
  investor_id: string;
  investor_name: string;
  amount: number;
  status: CommitmentStatus;
  created_at: string;
  /** Present on the user page, where commitments come from several pitches. */
  pitch?: { id: string; name: string };
}

/**
 * Commitments as the console lists them (issue 32), on a pitch's page and on a user's page (which adds the
 * pitch); cards on phones.
 */
export function CommitmentsTable({
  rows,
  withPitch = false,
  label,
}: {
  rows: readonly CommitmentRow[];
  withPitch?: boolean;
  label?: string;
}) {
  return (
    <Table.ScrollContainer minWidth={withPitch ? 620 : 560} className={cards.scroll}>
      <Table striped className={cards.table} aria-label={label}>
        <Table.Thead>
          <Table.Tr>
            {withPitch && <Table.Th scope="col">Pitch</Table.Th>}
            <Table.Th scope="col">Investor</Table.Th>
            <Table.Th scope="col">Amount</Table.Th>
            <Table.Th scope="col">Status</Table.Th>
            <Table.Th scope="col">Date</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((c) => (
            <Table.Tr key={c._id}>
              {withPitch && c.pitch && (
                <Table.Td data-label="Pitch">
                  <Anchor component={Link} to={`${webPaths.admin}/pitches/${c.pitch.id}`}>
                    {c.pitch.name}
                  </Anchor>
                </Table.Td>
              )}
              <Table.Td data-label="Investor">
                <Anchor component={Link} to={`${webPaths.admin}/users/${c.investor_id}`}>
                  {c.investor_name}
                </Anchor>
              </Table.Td>
              <Table.Td data-label="Amount">{formatCommitmentAmount(c.amount)}</Table.Td>
              <Table.Td data-label="Status">{COMMITMENT_STATUS_LABELS[c.status]}</Table.Td>
              <Table.Td data-label="Date">{formatDate(c.created_at)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
