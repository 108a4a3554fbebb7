import type { Agreement } from '@angelbridge/contracts';
import { Alert, Group, Loader, Stack, Table, Text } from '@mantine/core';
import { useState } from 'react';
import { LoadFailure, Loading } from '../../../components/load-states';
import { countOf, Pager } from '../../../components/pager';
import cards from '../../../components/row-cards.module.css';
import { errorMessage } from '../../../lib/api-client';
import { notify } from '../../../lib/notify';
import { useAgreements } from '../api/get-agreements';
import { useRemindAgreement } from '../api/remind-agreement';
import { RoundAgreementRow } from './round-agreement-row';
import { VoidDialog } from './void-dialog';

interface RoundAgreementsTableProps {
  pitchId: string;
  /** Agreements are being made by the queue: the list is read again every few seconds meanwhile. */
  preparingUntil: number | null;
  onMarkFunded: (agreement: Agreement) => void;
}

const PREPARING_POLL_MS = 2000;

/** The founder's agreements of one round: each investor's status, Remind, Void and Mark funded. */
export function RoundAgreementsTable({ pitchId, preparingUntil, onMarkFunded }: RoundAgreementsTableProps) {
  const [page, setPage] = useState(1);
  const list = useAgreements({
    pitchId,
    status: null,
    page,
    refetchInterval: () =>
      preparingUntil !== null && Date.now() < preparingUntil ? PREPARING_POLL_MS : false,
  });
  const remind = useRemindAgreement();
  const [voiding, setVoiding] = useState<Agreement | null>(null);
  const preparing = preparingUntil !== null && Date.now() < preparingUntil;

  if (list.isPending) return <Loading label="Loading the agreements" heights={[48, 48]} />;
  if (list.isError)
    return (
      <LoadFailure
        title="The agreements could not be loaded"
        error={list.error}
        retry={() => void list.refetch()}
      />
    );
  const { agreements, total, page_size } = list.data;
  const sendReminder = (agreement: Agreement) =>
    remind.mutate(agreement._id, {
      onSuccess: (answer) => notify(answer.message),
      onError: (error) => notify(errorMessage(error), 'error'),
    });

  return (
    <Stack gap="md">
      {preparing && (
        <Group gap="xs" role="status">
          <Loader size="xs" aria-hidden />
          <Text size="sm">Preparing the agreements of the closing commitments…</Text>
        </Group>
      )}
      {agreements.length === 0 ? (
        <Alert color="gray" title="No agreements yet">
          When the round is closing and its terms are saved, each investor in it gets an agreement here, to
          sign before you do.
        </Alert>
      ) : (
        <Table.ScrollContainer minWidth={720} className={cards.scroll}>
          <Table verticalSpacing="sm" className={cards.table} aria-label="Agreements">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Investor</Table.Th>
                <Table.Th>Amount</Table.Th>
                <Table.Th>Status</Table.Th>
                <Table.Th>Actions</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {agreements.map((agreement) => (
                <RoundAgreementRow
                  key={agreement._id}
                  agreement={agreement}
                  actions={{
                    onRemind: sendReminder,
                    reminding: remind.isPending && remind.variables === agreement._id,
                    onVoid: setVoiding,
                    onMarkFunded,
                  }}
                />
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      <Pager
        total={total}
        page={page}
        pageSize={page_size}
        count={countOf('agreement', 'agreements')}
        onPage={setPage}
      />
      <VoidDialog agreement={voiding} onClose={() => setVoiding(null)} />
    </Stack>
  );
}
