import type { Agreement } from '@angelbridge/contracts';
import { SIGNER_ROLE_LABELS } from '@angelbridge/contracts/agreement-texts';
import { webPaths } from '@angelbridge/contracts/web-paths';
import { Button, Group, Stack, Table, Text } from '@mantine/core';
import { Link } from 'react-router-dom';
import { formatDateTime } from '../../../lib/format';
import { hrefFor } from '../../../lib/href-for';
import { AgreementStatusBadge } from './agreement-status-badge';
import { formatDay, formatMoney } from './agreement-words';

export interface RowActions {
  onRemind: (agreement: Agreement) => void;
  reminding: boolean;
  onVoid: (agreement: Agreement) => void;
  onMarkFunded: (agreement: Agreement) => void;
}

/** Who signed when, what was voided and why, and money received: the row's story in short lines. */
function Progress({ agreement }: { agreement: Agreement }) {
  return (
    <Stack gap={2}>
      {agreement.signers.map((signer) => (
        <Text key={signer.role} size="xs" c="gray.7">
          {SIGNER_ROLE_LABELS[signer.role]} signed {formatDateTime(signer.signed_at)}
        </Text>
      ))}
      {agreement.last_reminded_at && agreement.status === 'awaiting_investor' && (
        <Text size="xs" c="gray.7">
          Reminded {formatDateTime(agreement.last_reminded_at)}
        </Text>
      )}
      {agreement.void_reason && (
        <Text size="xs" c="gray.7" lineClamp={2} title={agreement.void_reason}>
          Voided: {agreement.void_reason}
        </Text>
      )}
      {agreement.funded && (
        <Text size="xs" fw={600}>
          Received {formatMoney(agreement.funded.amount_received)} on{' '}
          {formatDay(agreement.funded.received_on)}
        </Text>
      )}
    </Stack>
  );
}

/** One investor's agreement on the founder's Round page; on a phone, a card (row-cards.module.css). */
export function RoundAgreementRow({ agreement, actions }: { agreement: Agreement; actions: RowActions }) {
  const name = agreement.investor.name;
  const link = hrefFor(webPaths.agreement, { id: agreement._id });
  const awaiting = agreement.status === 'awaiting_investor' || agreement.status === 'awaiting_founder';
  return (
    <Table.Tr data-testid="round-agreement-row">
      <Table.Td data-label="Investor">
        <Text fw={600} size="sm">
          {name}
        </Text>
        {agreement.fields.investor_legal_name !== name && (
          <Text size="xs" c="gray.7">
            {agreement.fields.investor_legal_name}
          </Text>
        )}
      </Table.Td>
      <Table.Td data-label="Amount">
        <Text fw={700} size="sm">
          {formatMoney(agreement.fields.amount)}
        </Text>
      </Table.Td>
      <Table.Td data-label="Status">
        <Stack gap={4} align="flex-start">
          <AgreementStatusBadge status={agreement.status} />
          <Progress agreement={agreement} />
        </Stack>
      </Table.Td>
      <Table.Td data-label="Actions">
        <Group gap="xs" wrap="wrap">
          {agreement.status === 'awaiting_founder' ? (
            <Button size="xs" component={Link} to={link} aria-label={`Review and sign ${name}'s agreement`}>
              Review and sign
            </Button>
          ) : (
            <Button
              size="xs"
              variant="default"
              component={Link}
              to={link}
              aria-label={`Open ${name}'s agreement`}
            >
              Open
            </Button>
          )}
          {agreement.status === 'awaiting_investor' && (
            <Button
              size="xs"
              variant="light"
              loading={actions.reminding}
              onClick={() => actions.onRemind(agreement)}
              aria-label={`Remind ${name}`}
            >
              Remind
            </Button>
          )}
          {awaiting && (
            <Button
              size="xs"
              variant="light"
              color="red.9"
              onClick={() => actions.onVoid(agreement)}
              aria-label={`Void ${name}'s agreement`}
            >
              Void
            </Button>
          )}
          {agreement.status === 'completed' && !agreement.funded && (
            <Button
              size="xs"
              color="teal.9"
              onClick={() => actions.onMarkFunded(agreement)}
              aria-label={`Mark ${name}'s investment funded`}
            >
              Mark funded
            </Button>
          )}
        </Group>
      </Table.Td>
    </Table.Tr>
  );
}
