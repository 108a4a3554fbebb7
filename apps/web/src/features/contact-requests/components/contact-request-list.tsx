import { type ContactDecision, type ContactRequestRow, messages } from '@angelbridge/contracts';
import { webPaths } from '@angelbridge/contracts/web-paths';
import { Alert, Anchor, Button, Group, Loader, Table, Text } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { PageButtons } from '../../../components/pager';
import cards from '../../../components/row-cards.module.css';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { hrefFor } from '../../../lib/href-for';
import { notify } from '../../../lib/notify';
import { CertificationLine } from '../../certification/index';
import { MessageButton } from '../../conversations/index';
import { MatchChip } from '../../matching/index';
import { useDecideContactRequest } from '../api/contact-request-allow-or-deny';
import { useContactRequests } from '../api/get-contact-request';
import { formatDate } from './dates';
import { type DecisionChoice, DecisionDialog } from './decision-dialog';
import { HistoryDialog } from './history-dialog';
import { paginate } from './paginate';
import { StatusChip } from './status-chip';

/** §8: success false reads 'No Pitch Available'; a call that never got an answer, the fetch failure. */
function failureText(error: Error) {
  return error instanceof ApiError && error.status > 0
    ? messages.contactRequests.noPitch
    : messages.contactRequests.fetchFailed;
}

/**
 * §2 Contact request list: the owner's requests for every pitch (pitchId null, /pitchrequest) or for one
 * (wizard step 5). Allow and Deny change the row at once and roll back with the server's reason.
 */
export function ContactRequestList({ pitchId }: { pitchId: string | null }) {
  const requests = useContactRequests(pitchId);
  const decide = useDecideContactRequest();
  const [page, setPage] = useState(1);
  const [open, setOpen] = useState<{ row: ContactRequestRow; decision: ContactDecision } | null>(null);
  const [historyOf, setHistoryOf] = useState<string | null>(null);

  if (requests.isPending) return <Loader size="sm" aria-label="Loading contact requests" my="md" />;
  if (requests.isError) return <Alert color="red">{failureText(requests.error)}</Alert>;
  const all = requests.data;
  if (all.length === 0)
    return (
      <Text c="gray.7" py="md">
        {messages.empty.contactData}
      </Text>
    );
  const shown = paginate(all, page);

  const confirm = (choice: DecisionChoice) => {
    if (!open) return;
    const { row, decision } = open;
    setOpen(null);
    decide.mutate(
      {
        contactId: row.contact_id,
        pitchId: row.pitch_id,
        investorId: row.investor_id,
        decision,
        reason: choice.reason || undefined,
        expiresInDays: choice.expiresInDays,
      },
      {
        onSuccess: () =>
          notify(
            decision === 'allow'
              ? messages.server.contactRequestAllowed
              : messages.server.contactRequestDenied,
          ),
        onError: (error) => notify(errorMessage(error), 'error'),
      },
    );
  };

  return (
    <>
      <Table.ScrollContainer minWidth={640} className={cards.scroll}>
        <Table striped highlightOnHover verticalSpacing="sm" className={cards.table}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Name</Table.Th>
              <Table.Th>Project</Table.Th>
              <Table.Th>Email</Table.Th>
              <Table.Th>Action</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {shown.rows.map((row) => (
              <RequestRow
                key={row.contact_id}
                row={row}
                onDecide={(decision) => setOpen({ row, decision })}
                onHistory={() => setHistoryOf(row.contact_id)}
              />
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <Group justify="space-between" mt="md" wrap="wrap">
        <Text size="sm" c="gray.7" aria-live="polite">
          Showing {shown.rows.length} of {all.length} entries
        </Text>
        <PageButtons total={shown.pages} value={shown.current} onChange={setPage} />
      </Group>
      <DecisionDialog
        row={open?.row ?? null}
        decision={open?.decision ?? 'allow'}
        onClose={() => setOpen(null)}
        onConfirm={confirm}
      />
      <HistoryDialog contactId={historyOf} onClose={() => setHistoryOf(null)} />
    </>
  );
}

interface RequestRowProps {
  row: ContactRequestRow;
  onDecide: (decision: ContactDecision) => void;
  onHistory: () => void;
}

function RequestRow({ row, onDecide, onHistory }: RequestRowProps) {
  const name = `${row.first_name} ${row.last_name}`.trim() || messages.empty.name;
  return (
    <Table.Tr data-testid="contact-request-row">
      <Table.Td data-label="Name">
        <Anchor
          component={Link}
          to={hrefFor(webPaths.investorProfile, { id: row.investor_id }, { type: 'investor' })}
          state={{ userType: 'investor' }}
        >
          {name}
        </Anchor>
        {row.note && (
          <Text size="xs" c="gray.7" lineClamp={2} title={row.note}>
            “{row.note}”
          </Text>
        )}
        {/* the investor's own word (issue 32): the basis they certified on and when */}
        <CertificationLine certification={row.certification} />
        {row.match && (
          <Group mt={4}>
            <MatchChip match={row.match} subject={name} />
          </Group>
        )}
      </Table.Td>
      <Table.Td data-label="Project">
        <Anchor component={Link} to={hrefFor(webPaths.editPitch, { id: row.pitch_id })}>
          {row.name_of_pitch}
        </Anchor>
        <Text size="xs" c="gray.7">
          {formatDate(row.created_at)}
        </Text>
      </Table.Td>
      <Table.Td data-label="Email" style={{ wordBreak: 'break-all' }}>
        {row.email}
      </Table.Td>
      <Table.Td data-label="Action">
        <Group gap="xs" wrap="wrap">
          <StatusChip row={row} />
          <Button
            size="compact-sm"
            color="teal.9"
            disabled={row.is_allowed}
            onClick={() => onDecide('allow')}
            aria-label={`Allow ${name}`}
          >
            Allow
          </Button>
          <Button
            size="compact-sm"
            color="red.9"
            variant="outline"
            disabled={row.status === 'denied'}
            onClick={() => onDecide('deny')}
            aria-label={`Deny ${name}`}
          >
            Deny
          </Button>
          <Button
            size="compact-sm"
            variant="subtle"
            onClick={onHistory}
            aria-label={`History of ${name}'s request`}
          >
            History
          </Button>
          {row.is_allowed && (
            <MessageButton
              size="compact-sm"
              pitchId={row.pitch_id}
              investorId={row.investor_id}
              toName={name}
            />
          )}
        </Group>
        {row.is_allowed && row.expires_at && (
          <Text size="xs" c="gray.7">
            Until {formatDate(row.expires_at)}
          </Text>
        )}
      </Table.Td>
    </Table.Tr>
  );
}
