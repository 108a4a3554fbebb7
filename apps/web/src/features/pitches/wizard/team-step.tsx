import { messages, type TeamMember } from '@angelbridge/contracts';
import { Alert, Button, Group, SimpleGrid, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { confirmDelete } from '../../../components/confirm-delete';
import { notify } from '../../../lib/notify';
import { failureMessage } from '../../../lib/zod-form';
import { useDeletePitchTeam } from '../api/delete-pitch-team';
import { TeamMemberCard } from '../components/team-member-card';
import { TeamMemberModal } from '../components/team-member-modal';
import { StepActions } from './step-actions';
import { STEP } from './steps';
import { useWizard } from './wizard-context';

export function TeamStep() {
  const { pitch, pitchId, blocked, step } = useWizard();
  const remove = useDeletePitchTeam();
  const [editing, setEditing] = useState<TeamMember | null>(null);
  const [opened, setOpened] = useState(false);
  const team = pitch?.team ?? [];

  const open = (member: TeamMember | null) => {
    setEditing(member);
    setOpened(true);
  };

  const askDelete = (member: TeamMember) => {
    if (!pitchId) return;
    confirmDelete({
      question: messages.dialogs.deleteTeamMember,
      deletedText: messages.dialogs.teamMemberDeleted,
      onConfirm: () =>
        remove.mutateAsync({ pitchId, teamId: member._id }).catch((error: unknown) => {
          notify(failureMessage(error, messages.errors.tryLater), 'error');
          throw error;
        }),
    });
  };

  return (
    <>
      <Group justify="space-between" mb="md">
        <Title order={2} size="h4">
          The Team
        </Title>
        <Button onClick={() => open(null)}>Add Member</Button>
      </Group>
      {step === STEP.team && blocked && (
        <Alert color="red" role="alert" mb="md">
          {blocked}
        </Alert>
      )}
      {team.length === 0 ? (
        <Text c="gray.7">{messages.empty.teamMembers}</Text>
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
          {team.map((member) => (
            <TeamMemberCard
              key={member._id}
              member={member}
              onEdit={() => open(member)}
              onDelete={() => askDelete(member)}
              disabled={remove.isPending}
            />
          ))}
        </SimpleGrid>
      )}
      <StepActions nextDisabled={team.length === 0} />
      <TeamMemberModal opened={opened} member={editing} onClose={() => setOpened(false)} />
    </>
  );
}
