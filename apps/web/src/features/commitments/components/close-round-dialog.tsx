import { COMMITMENTS_PAGE_SIZE_MAX, type PitchCommitmentRow } from '@angelbridge/contracts';
import { Alert, List, Loader, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { ConfirmStep } from '../../../components/confirm-step';
import { errorMessage } from '../../../lib/api-client';
import { notify } from '../../../lib/notify';
import { useCloseRound } from '../api/close-round';
import { usePitchCommitments } from '../api/get-pitch-commitments';
import { formatMoney } from './commitment-words';

interface CloseRoundDialogProps {
  opened: boolean;
  onClose: () => void;
  pitchId: string;
  pitchName: string;
}

/** Who a close takes in (accepted, every condition met) and who it leaves out (the other live ones). */
export function splitForClose(accepted: PitchCommitmentRow[], indicated: PitchCommitmentRow[]) {
  return {
    included: accepted.filter((row) => row.conditions_met),
    excluded: [
      ...accepted
        .filter((row) => !row.conditions_met)
        .map((row) => ({ row, why: 'accepted, conditions not met' })),
      ...indicated.map((row) => ({ row, why: 'not accepted' })),
    ],
  };
}

function More({ shown, total }: { shown: number; total: number }) {
  return total > shown ? <List.Item>and {total - shown} more</List.Item> : null;
}

/** Close round, after a confirmation that names who is in and who is not. */
export function CloseRoundDialog({ opened, onClose, pitchId, pitchName }: CloseRoundDialogProps) {
  const close = useCloseRound(pitchId);
  const [failure, setFailure] = useState<string | null>(null);
  const list = { pitchId, page: 1, pageSize: COMMITMENTS_PAGE_SIZE_MAX, enabled: opened };
  const accepted = usePitchCommitments({ ...list, status: 'accepted' });
  const indicated = usePitchCommitments({ ...list, status: 'indicated' });
  const dismiss = () => {
    setFailure(null);
    onClose();
  };
  const send = () => {
    setFailure(null);
    close.mutate(undefined, {
      onSuccess: (answer) => {
        notify(answer.message);
        dismiss();
      },
      onError: (error) => setFailure(errorMessage(error)),
    });
  };
  let body: React.ReactNode;
  if (accepted.isPending || indicated.isPending) body = <Loader size="sm" aria-label="Loading who is in" />;
  else if (accepted.isError || indicated.isError)
    body = <Alert color="red">{errorMessage(accepted.error ?? indicated.error)}</Alert>;
  else {
    const { included, excluded } = splitForClose(accepted.data.commitments, indicated.data.commitments);
    const sum = included.reduce((total, row) => total + row.amount, 0);
    body = (
      <Stack gap="sm">
        <Text>
          Closing {pitchName}'s round takes in the accepted commitments whose conditions are all met. No
          commitment can then be made, changed, accepted or withdrawn until you reopen the round. Everyone is
          told whether they are in.
        </Text>
        <Title order={3} size="h5">
          In the round ({included.length}, {formatMoney(sum)})
        </Title>
        {included.length === 0 ? (
          <Text size="sm">Nobody yet: accept a commitment whose conditions are met first.</Text>
        ) : (
          <List size="sm" aria-label="In the round" data-testid="close-included">
            {included.map((row) => (
              <List.Item key={row._id}>
                {row.investor.name}: {formatMoney(row.amount)}
              </List.Item>
            ))}
            <More shown={accepted.data.commitments.length} total={accepted.data.total} />
          </List>
        )}
        <Title order={3} size="h5">
          Not included ({excluded.length + indicated.data.total - indicated.data.commitments.length})
        </Title>
        {excluded.length === 0 ? (
          <Text size="sm">Nobody.</Text>
        ) : (
          <List size="sm" aria-label="Not included" data-testid="close-excluded">
            {excluded.map(({ row, why }) => (
              <List.Item key={row._id}>
                {row.investor.name}: {formatMoney(row.amount)} ({why})
              </List.Item>
            ))}
            <More shown={indicated.data.commitments.length} total={indicated.data.total} />
          </List>
        )}
      </Stack>
    );
  }
  return (
    <ConfirmStep
      opened={opened}
      title="Close the round"
      confirmLabel="Close round"
      busy={close.isPending}
      failure={failure}
      onConfirm={send}
      onClose={dismiss}
    >
      {body}
    </ConfirmStep>
  );
}
