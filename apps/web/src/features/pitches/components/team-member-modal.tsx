import {
  FIELD_LIMITS,
  MAX_PHONE_LENGTH,
  messages,
  type TeamMember,
  teamMemberForm,
} from '@angelbridge/contracts';
import { Button, Group, Modal, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { PhotoPicker } from '../../../components/photo-picker';
import { ApiError } from '../../../lib/api-client';
import { notify } from '../../../lib/notify';
import { focusFirstError, zodFormValidate } from '../../../lib/zod-form';
import { showStepError } from '../wizard/step-errors';
import { useWizard } from '../wizard/wizard-context';

interface MemberValues {
  name: string;
  email: string;
  mobile_number: string;
  position: string;
  linkedin_profile: string;
  bio: string;
}

const toValues = (member: TeamMember | null): MemberValues => ({
  name: member?.name ?? '',
  email: member?.email ?? '',
  mobile_number: member?.mobile_number ?? '',
  position: member?.position ?? '',
  // '-' is how some clients said "none" (§2).
  linkedin_profile: member?.linkedin_profile === '-' ? '' : (member?.linkedin_profile ?? ''),
  bio: member?.bio ?? '',
});

interface TeamMemberModalProps {
  opened: boolean;
  /** The member being edited; null adds a new one. */
  member: TeamMember | null;
  onClose: () => void;
}

/** 'Add Members' / 'Edit Members' (§2): closes on the backdrop or the close icon. */
export function TeamMemberModal({ opened, member, onClose }: TeamMemberModalProps) {
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={member ? 'Edit Members' : 'Add Members'}
      size="lg"
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      {/* Keyed so each opening starts from the member's stored values. */}
      {opened && <MemberForm key={member?._id ?? 'new'} member={member} onDone={onClose} />}
    </Modal>
  );
}

function MemberForm({ member, onDone }: { member: TeamMember | null; onDone: () => void }) {
  const { pitchId, saveStep, saving } = useWizard();
  const form = useForm<MemberValues>({
    initialValues: toValues(member),
    validate: zodFormValidate(teamMemberForm),
  });
  const [photo, setPhoto] = useState<File | null>(null);
  const [photoError, setPhotoError] = useState<string | null>(null);
  const [progress, setProgress] = useState<number | null>(null);

  const submit = form.onSubmit(
    async (values) => {
      if (!pitchId) return;
      setPhotoError(null);
      setProgress(photo ? 0 : null);
      try {
        await saveStep(
          {
            body: {
              action: 'team_details',
              pitch_id: pitchId,
              ...(member ? { team_id: member._id } : {}),
              ...values,
            },
            photo,
            ...(photo ? { onUploadProgress: (fraction: number) => setProgress(fraction) } : {}),
          },
          member !== null,
        );
        notify('Team member saved.');
        onDone();
      } catch (error) {
        if (
          error instanceof ApiError &&
          (error.errors.photo || error.status === 413 || error.status === 415)
        ) {
          setPhotoError(error.errors.photo ?? error.message);
        } else {
          showStepError(form, error, 'name', messages.errors.unexpected);
        }
      } finally {
        setProgress(null);
      }
    },
    () => focusFirstError(),
  );

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput
            label="Name"
            required
            maxLength={FIELD_LIMITS.teamMember.name}
            data-autofocus
            {...form.getInputProps('name')}
          />
          <TextInput
            label="Email"
            type="email"
            required
            maxLength={FIELD_LIMITS.email}
            {...form.getInputProps('email')}
          />
          <TextInput
            label="Phone number"
            type="tel"
            required
            maxLength={MAX_PHONE_LENGTH}
            {...form.getInputProps('mobile_number')}
            onChange={(event) =>
              // §5: digits and '+' only.
              form.setFieldValue('mobile_number', event.currentTarget.value.replace(/[^\d+]/g, ''))
            }
          />
          <TextInput
            label="Position"
            required
            maxLength={FIELD_LIMITS.teamMember.position}
            {...form.getInputProps('position')}
          />
        </SimpleGrid>
        <TextInput
          label="LinkedIn profile link (optional)"
          placeholder="https://www.linkedin.com/in/your-name"
          {...form.getInputProps('linkedin_profile')}
        />
        <Textarea
          label="Bio"
          required
          autosize
          minRows={3}
          maxLength={FIELD_LIMITS.teamMember.bio}
          {...form.getInputProps('bio')}
        />
        <PhotoPicker
          label="Profile picture"
          file={photo}
          onChange={setPhoto}
          currentUrl={member?.photo ?? null}
          error={photoError}
          progress={progress}
          disabled={saving}
        />
        <Group justify="flex-end">
          <Button type="submit" loading={saving} miw={120}>
            Save
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
