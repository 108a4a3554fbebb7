import {
  type CommitmentDecision,
  DECISION_REASON_MAX,
  type PitchCommitmentRow,
} from '@angelbridge/contracts';
import { Alert, Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { useState } from 'react';
import { errorMessage } from '../../../lib/api-client';
import { notify } from '../../../lib/notify';
import { useDecideCommitment } from '../api/decide-commitment';
import { formatMoney } from './commitment-words';
import { ConditionList } from './condition-list';

interface DecideDialogProps {
  row: PitchCommitmentRow | null;
  decision: CommitmentDecision;
  onClose: () => void;
}

/** Accept, or decline with an optional reason, one commitment; a refusal (409 after a close) shows here. */
export function DecideDialog({ row, decision, onClose }: DecideDialogProps) {
  const decide = useDecideCommitment();
  const [reason, setReason] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const accept = decision === 'accept';
  const close = () => {
    setReason('');
    setFailure(null);
    onClose();
  };
  const send = () => {
    if (!row) return;
    setFailure(null);
    decide.mutate(
      { commitmentId: row._id, decision, reason: accept ? undefined : reason.trim() || undefined },
      {
        onSuccess: (answer) => {
          notify(answer.message);
          close();
        },
        onError: (error) => setFailure(errorMessage(error)),
      },
    );
  };
  const name = row?.investor.name ?? '';
  return (
    <Modal
      opened={row !== null}
      onClose={close}
      title={accept ? `Accept ${name}'s commitment` : `Decline ${name}'s commitment`}
      centered
      size="lg"
    >
      <form
        onSubmit={(event) => {
          event.preventDefault();
          send();
        }}
      >
        <Stack>
          <Text>
            {accept
              ? `${name} commits ${row ? formatMoney(row.amount) : ''}. Accepting tells them, and counts it toward the round.`
              : `${name} committed ${row ? formatMoney(row.amount) : ''}. Declining tells them; they may commit again.`}
          </Text>
          {row && <ConditionList commitment={row} />}
          {!accept && (
            <Textarea
              label="Reason (optional)"
              description={`The investor reads it. ${reason.length}/${DECISION_REASON_MAX}`}
              value={reason}
              onChange={(event) => setReason(event.currentTarget.value)}
              maxLength={DECISION_REASON_MAX}
              autosize
              minRows={2}
            />
          )}
          {failure && (
            <Alert color="red" role="alert">
              {failure}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              Cancel
            </Button>
            <Button type="submit" color={accept ? 'teal.9' : 'red.9'} loading={decide.isPending}>
              {accept ? 'Accept' : 'Decline'}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
