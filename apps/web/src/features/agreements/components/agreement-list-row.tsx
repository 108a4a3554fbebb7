import type { Agreement } from '@angelbridge/contracts';
import type { SignerRole } from '@angelbridge/contracts/agreement-texts';
import { webPaths } from '@angelbridge/contracts/web-paths';
import { Button, Table, Text } from '@mantine/core';
import { Link } from 'react-router-dom';
import { formatDate } from '../../../lib/format';
import { hrefFor } from '../../../lib/href-for';
import { AgreementStatusBadge } from './agreement-status-badge';
import { formatMoney, otherParty, waitsFor } from './agreement-words';

/** One agreement in the person's list; its button says whether it waits for them. */
export function AgreementListRow({ agreement, role }: { agreement: Agreement; role: SignerRole }) {
  const mine = waitsFor(agreement, role);
  const pitch = agreement.name_of_pitch;
  return (
    <Table.Tr data-testid="agreement-row">
      <Table.Td data-label="Pitch">
        <Text fw={600} size="sm">
          {pitch}
        </Text>
      </Table.Td>
      <Table.Td data-label={role === 'investor' ? 'Founder' : 'Investor'}>
        <Text size="sm">{otherParty(agreement, role)}</Text>
      </Table.Td>
      <Table.Td data-label="Amount">
        <Text size="sm" fw={700}>
          {formatMoney(agreement.fields.amount)}
        </Text>
      </Table.Td>
      <Table.Td data-label="Status">
        <AgreementStatusBadge status={agreement.status} />
      </Table.Td>
      <Table.Td data-label="Made">
        <Text size="sm">{formatDate(agreement.created_at)}</Text>
      </Table.Td>
      <Table.Td data-label="Open">
        <Button
          size="xs"
          variant={mine ? 'filled' : 'default'}
          component={Link}
          to={hrefFor(webPaths.agreement, { id: agreement._id })}
          aria-label={`${mine ? 'Review and sign' : 'Open'}: ${pitch}, ${otherParty(agreement, role)}`}
        >
          {mine ? 'Review and sign' : 'Open'}
        </Button>
      </Table.Td>
    </Table.Tr>
  );
}
