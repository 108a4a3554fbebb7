import { type Milestone, messages, type Pitch } from '@angelbridge/contracts';
import { webPaths } from '@angelbridge/contracts/web-paths';
import { Alert, Stack, Title } from '@mantine/core';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { confirmDelete } from '../../../components/confirm-delete';
import { notify } from '../../../lib/notify';
import { failureMessage } from '../../../lib/zod-form';
import { useDeletePitchMilestone } from '../api/delete-pitch-milestone';
import { MilestoneForm } from '../components/milestone-form';
import { MilestoneList } from '../components/milestone-list';
import { StepActions } from './step-actions';
import { STEP } from './steps';
import { useWizard } from './wizard-context';

/** Every step is stored by the time Save is offered; the owner learns whether investors now see it. */
export function savedText(pitch: Pitch | undefined): string {
  const saved = messages.server.pitchSaved;
  if (!pitch || pitch.draft) return saved;
  if (pitch.is_hidden) return `${saved} It stays hidden until you show it on My Pitches.`;
  return `${saved} Investors can now find it on Invest.`;
}

export function MilestonesStep() {
  const { pitch, pitchId, blocked, step } = useWizard();
  const navigate = useNavigate();
  const remove = useDeletePitchMilestone();
  const [editing, setEditing] = useState<Milestone | null>(null);
  const milestones = pitch?.project_milestones ?? [];

  const askDelete = (milestone: Milestone) => {
    if (!pitchId) return;
    confirmDelete({
      question: messages.dialogs.deleteMilestone,
      deletedText: messages.dialogs.milestoneDeleted,
      onConfirm: () =>
        remove.mutateAsync({ pitchId, milestoneId: milestone._id }).then(
          () => {
            if (editing?._id === milestone._id) setEditing(null);
          },
          (error: unknown) => {
            notify(failureMessage(error, messages.errors.tryLater), 'error');
            throw error;
          },
        ),
    });
  };

  return (
    <>
      <Title order={2} size="h4" mb="md">
        Project Milestones
      </Title>
      {step === STEP.milestones && blocked && (
        <Alert color="red" role="alert" mb="md">
          {blocked}
        </Alert>
      )}
      <Stack gap="lg">
        <MilestoneForm key={editing?._id ?? 'new'} editing={editing} onDone={() => setEditing(null)} />
        <MilestoneList
          milestones={milestones}
          onEdit={setEditing}
          onDelete={askDelete}
          disabled={remove.isPending}
        />
      </Stack>
      {/* §2: Save needs a milestone and then returns to the list of pitches, saying what became of it. */}
      <StepActions
        nextLabel="Save"
        nextDisabled={milestones.length === 0}
        onNext={() => {
          notify(savedText(pitch));
          navigate(webPaths.pitchList);
        }}
      />
    </>
  );
}
