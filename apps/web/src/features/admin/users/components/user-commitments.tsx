import {
  type AdminUserCommitment,
  COMMITMENT_STATUS_LABELS,
  formatCommitmentAmount,
} from '@angelbridge/contracts';
import { webPaths } from '@angelbridge/contracts/web-paths';
import { Anchor, Table, Text, Title } from '@mantine/core';
import { Link } from 'react-router-dom';
import cards from '../../../../components/row-cards.module.css';
import { formatDate } from '../../../../lib/format';

/** The user page's commitments (issue 32): made by the investor, or received on the founder's pitches. */
export function UserCommitments({ commitments }: { commitments: readonly AdminUserCommitment[] }) {
  return (
    <section aria-labelledby="user-commitments">
      <Title order={2} size="h4" id="user-commitments" mb="xs">
        Commitments ({commitments.length})
      </Title>
      {commitments.length === 0 ? (
        <Text size="sm">No commitments.</Text>
      ) : (
        <Table.ScrollContainer minWidth={620} className={cards.scroll}>
          <Table striped className={cards.table}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">Pitch</Table.Th>
                <Table.Th scope="col">Investor</Table.Th>
                <Table.Th scope="col">Amount</Table.Th>
                <Table.Th scope="col">Status</Table.Th>
                <Table.Th scope="col">Date</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {commitments.map((c) => (
                <Table.Tr key={c._id}>
                  <Table.Td data-label="Pitch">
                    <Anchor component={Link} to={`${webPaths.admin}/pitches/${c.pitch_id}`}>
                      {c.name_of_pitch}
                    </Anchor>
                  </Table.Td>
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
      )}
    </section>
  );
}
