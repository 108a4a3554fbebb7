import type { Round } from '@angelbridge/contracts';
import { Button, Group, Paper, Stack, Switch, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { ConfirmStep } from '../../../components/confirm-step';
import { errorMessage } from '../../../lib/api-client';
import { notify } from '../../../lib/notify';
import { useReopenRound } from '../api/reopen-round';
import { useSetRoundVisibility } from '../api/set-round-visibility';
import { CloseRoundDialog } from './close-round-dialog';

/**
 * The round's switches: show its progress on the pitch page (it flips on the click, and back with the
 * reason if the server refuses), and close or reopen it (each confirmed).
 */
export function RoundControls({ round, pitchName }: { round: Round; pitchName: string }) {
  const visibility = useSetRoundVisibility(round.pitch_id);
  const reopen = useReopenRound(round.pitch_id);
  const [dialog, setDialog] = useState<'close' | 'reopen' | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const dismiss = () => {
    setDialog(null);
    setFailure(null);
  };
  // the click's own value until its call settles: the switch flips in the click's render, and goes back
  // (with the server's reason) when the call is refused; settled, the round's cached answer shows
  const [clicked, setClicked] = useState<boolean | null>(null);
  const toggle = (show: boolean) => {
    setClicked(show);
    visibility.mutate(show, {
      onSuccess: (answer) => notify(answer.message),
      onError: (error) => notify(errorMessage(error), 'error'),
      onSettled: () => setClicked(null),
    });
  };
  const sendReopen = () =>
    reopen.mutate(undefined, {
      onSuccess: (answer) => {
        notify(answer.message);
        dismiss();
      },
      onError: (error) => setFailure(errorMessage(error)),
    });
  const closing = round.state === 'closing';
  return (
    <Paper
      withBorder
      radius="md"
      p={{ base: 'md', sm: 'lg' }}
      component="section"
      aria-labelledby="round-controls-title"
    >
      <Title order={2} size="h4" id="round-controls-title" mb="sm">
        Round settings
      </Title>
      <Stack gap="md">
        <Switch
          checked={clicked ?? round.show_progress}
          onChange={(event) => toggle(event.currentTarget.checked)}
          label="Show the round's progress on the pitch page"
          description="Everyone, guests too, then sees the accepted total, the number of investors and the lead. Off, nothing of the round is shown to anyone but you."
        />
        <Group justify="space-between" align="center">
          <Text size="sm">
            {closing
              ? 'The round is closing: its commitments are fixed until you reopen it.'
              : 'The round is open: investors may commit, amend and withdraw.'}
          </Text>
          {closing ? (
            <Button variant="light" onClick={() => setDialog('reopen')}>
              Reopen round
            </Button>
          ) : (
            <Button onClick={() => setDialog('close')}>Close round</Button>
          )}
        </Group>
      </Stack>
      <CloseRoundDialog
        opened={dialog === 'close'}
        onClose={dismiss}
        pitchId={round.pitch_id}
        pitchName={pitchName}
      />
      <ConfirmStep
        opened={dialog === 'reopen'}
        title="Reopen the round"
        confirmLabel="Reopen round"
        busy={reopen.isPending}
        failure={failure}
        onConfirm={sendReopen}
        onClose={dismiss}
      >
        <Text>
          The closing commitments go back to accepted, and investors may commit, amend and withdraw again.
          Every investor in the round is told.
        </Text>
      </ConfirmStep>
    </Paper>
  );
}
