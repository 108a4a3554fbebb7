import type { UpdatedUserProfile, UpdateProfileRequest } from '@angelbridge/contracts';
import { Alert, Button, Divider, Group, Stack, Title } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { type ReactNode, useState } from 'react';
import { PhotoPicker } from '../../../components/photo-picker';
import type { AccountValues } from '../../../components/profile-fields/profile-values';
import { focusFirstError } from '../../../lib/zod-form';
import { AccountFields } from './account-fields';
import { ContactVerificationDialog, type PendingChange } from './contact-verification-dialog';
import { PendingChangesNotice } from './pending-changes-notice';
import { useSaveProfile } from './use-save-profile';

interface ProfileEditFormProps<V extends AccountValues> {
  form: UseFormReturnType<V>;
  photoUrl: string | null;
  initials: string;
  toRequest: (values: V) => UpdateProfileRequest;
  /** The form's values for a stored profile, with the contact values that still wait for a code kept. */
  refill: (profile: UpdatedUserProfile, pending: PendingChange[]) => V;
  /** The fields of the user's kind. */
  children: ReactNode;
}

/** Shared by both profile pages: photo, account, the kind's own fields, save, and code dialogs. */
export function ProfileEditForm<V extends AccountValues>({
  form,
  photoUrl,
  initials,
  toRequest,
  refill,
  children,
}: ProfileEditFormProps<V>) {
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
          <AccountFields form={form} />
          <Divider />
          <Title order={2} size="h4">
            About you
          </Title>
          {children}
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
