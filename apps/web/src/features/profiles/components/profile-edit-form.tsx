import type { UpdatedUserProfile, UpdateProfileRequest, UserProfile } from '@angelbridge/contracts';
import { Alert, Button, Divider, Group, Stack, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { PhotoPicker } from '../../../components/photo-picker';
import { focusFirstError, zodFormValidate } from '../../../lib/zod-form';
import { ContactVerificationDialog, type PendingChange } from './contact-verification-dialog';
import { keepPending } from './keep-pending';
import { PendingChangesNotice } from './pending-changes-notice';
import { NameContactFields } from './profile-fields/name-contact-fields';
import type { ProfileKind } from './profile-fields/profile-kinds';
import { type AccountValues, accountFields } from './profile-fields/profile-values';
import { useSaveProfile } from './use-save-profile';

interface ProfileEditFormProps<V extends AccountValues> {
  /** The stored profile, of the same kind as `kind`. */
  profile: UserProfile;
  kind: ProfileKind<V>;
}

/** Shared by both profile pages: photo, account, the kind's own fields, save, and code dialogs. */
export function ProfileEditForm<V extends AccountValues>({ profile, kind }: ProfileEditFormProps<V>) {
  const toRequest = (values: V): UpdateProfileRequest => ({
    ...kind.fields(values),
    ...accountFields(values),
  });
  // The form's values for a stored profile, with the contact values that still wait for a code kept.
  const refill = (stored: UpdatedUserProfile, pending: PendingChange[]) =>
    keepPending(kind.values(stored), pending);
  const form = useForm<V>({
    initialValues: kind.values(profile),
    validate: zodFormValidate(kind.updateSchema, toRequest),
  });
  const photoUrl = profile.photo;
  const initials = `${profile.first_name[0] ?? ''}${profile.last_name[0] ?? ''}`;
  const [photo, setPhoto] = useState<File | null>(null);
  const [dialogOpen, setDialogOpen] = useState(false);
  const { save, busy, failure, photoError, progress, pending, verified } = useSaveProfile(
    form,
    (profile, next) => {
      form.setValues(refill(profile, next));
      form.resetDirty(refill(profile, next));
      setPhoto(null);
      setDialogOpen(next.length > 0);
    },
  );

  const submit = form.onSubmit(
    (values) => save(toRequest(values), photo, values),
    () => focusFirstError(),
  );

  const current = pending[0] ?? null;

  return (
    <>
      <form onSubmit={submit} noValidate>
        <Stack gap="lg">
          {failure && (
            <Alert color="red" title="Error" role="alert">
              {failure}
            </Alert>
          )}
          <PhotoPicker
            label="Profile picture"
            file={photo}
            onChange={setPhoto}
            currentUrl={photoUrl}
            initials={initials}
            error={photoError}
            progress={progress}
            disabled={busy}
          />
          <Stack gap="md">
            <NameContactFields
              form={form}
              emailDescription="A new address is used once you enter the code we send to it."
              defaultAlpha2={null}
              countryLabel="Phone country"
            />
          </Stack>
          <Divider />
          <Title order={2} size="h4">
            About you
          </Title>
          <kind.Fields form={form} />
          <PendingChangesNotice pending={pending} onEnterCode={() => setDialogOpen(true)} />
          <Group justify="flex-end">
            <Button type="submit" disabled={busy} miw={160}>
              {busy ? 'Please wait...' : 'Save changes'}
            </Button>
          </Group>
        </Stack>
      </form>
      <ContactVerificationDialog
        change={dialogOpen ? current : null}
        onClose={() => setDialogOpen(false)}
        onVerified={(change) => {
          verified(change);
          // The next waiting change, if any, opens in the same dialog.
          if (pending.length <= 1) setDialogOpen(false);
        }}
      />
    </>
  );
}
