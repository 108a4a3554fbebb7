import { messages, type Pitch } from '@angelbridge/contracts';
import { Alert, SimpleGrid, Skeleton, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { notify } from '../../../lib/notify';
import { failureMessage } from '../../../lib/zod-form';
import { useDeletePitch } from '../api/delete-pitches';
import { useMyPitches } from '../api/get-pitches';
import { useHidePitch } from '../api/hide-pitches';
import { MyPitchCard } from './my-pitch-card';

const GRID = { base: 1, sm: 2, lg: 3 };

export function MyPitchGrid() {
  const { data: pitches, isPending, error } = useMyPitches();
  const remove = useDeletePitch();
  const hide = useHidePitch();

  const askDelete = (pitch: Pitch) =>
    modals.openConfirmModal({
      title: messages.dialogs.confirmTitle,
      // The pitch is named: with several cards, the owner sees which one is about to go.
      children: (
        <Text>
          Do you want to delete <strong>{pitch.name_of_pitch}</strong>? Its team, documents and milestones go
          with it.
        </Text>
      ),
      labels: { confirm: messages.dialogs.confirm, cancel: messages.dialogs.cancel },
      confirmProps: { color: 'red' },
      cancelProps: { 'data-autofocus': true },
      onConfirm: () =>
        remove.mutate(pitch._id, {
          onSuccess: (answer) => notify(answer.message),
          onError: (failure) => notify(failureMessage(failure, messages.errors.tryLater), 'error'),
        }),
    });

  const toggle = (pitch: Pitch) =>
    hide.mutate(
      { pitchId: pitch._id, hidden: !pitch.is_hidden },
      // The card already changed; the server's answer confirms it, a refusal puts it back and says why.
      {
        onSuccess: (answer) => notify(answer.message),
        onError: (failure) => notify(failureMessage(failure, messages.errors.tryLater), 'error'),
      },
    );

  if (isPending) {
    return (
      <SimpleGrid cols={GRID} role="status" aria-label="Loading your pitches">
        {[0, 1, 2].map((key) => (
          <Skeleton key={key} height={260} radius="md" />
        ))}
      </SimpleGrid>
    );
  }
  if (!pitches || pitches.length === 0) {
    return (
      <>
        {error && (
          <Alert color="red" title={messages.errors.title} role="alert" mb="md">
            {failureMessage(error, messages.errors.tryLater)}
          </Alert>
        )}
        <Text c="gray.7">{messages.empty.myPitches}</Text>
      </>
    );
  }
  return (
    <SimpleGrid cols={GRID}>
      {pitches.map((pitch) => (
        <MyPitchCard
          key={pitch._id}
          pitch={pitch}
          busy={remove.isPending && remove.variables === pitch._id}
          onDelete={() => askDelete(pitch)}
          onToggleHidden={() => toggle(pitch)}
        />
      ))}
    </SimpleGrid>
  );
}
