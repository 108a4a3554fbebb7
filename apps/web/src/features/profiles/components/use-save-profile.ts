import { messages, type UpdatedUserProfile, type UpdateProfileRequest } from '@angelbridge/contracts';
import type { UseFormReturnType } from '@mantine/form';
import { useState } from 'react';
import { ApiError } from '../../../lib/api-client';
import { notify } from '../../../lib/notify';
import { failureMessage, focusFirstError, serverFieldErrors } from '../../../lib/zod-form';
import { useUpdateProfile } from '../api/update-profile';
import type { PendingChange } from './contact-verification-dialog';
import type { AccountValues } from './profile-fields/profile-values';

/** The changes the answer says still wait for a code, in the order their dialogs open. */
function pendingChanges(answer: UpdatedUserProfile, sent: AccountValues): PendingChange[] {
  const pending: PendingChange[] = [];
  if (!answer.is_valid_email) pending.push({ kind: 'email', email: sent.email.trim().toLowerCase() });
  if (!answer.is_valid_mobile_number) {
    pending.push({
      kind: 'mobile',
      country_id: sent.country_id,
      isd_code: sent.isd_code.replace(/^\+/, ''),
      mobile_number: sent.mobile_number,
      accountEmail: answer.email,
    });
  }
  return pending;
}

/**
 * Sends an edit form (with a new photo, showing its upload progress), then queues the verification
 * dialogs for a changed e-mail or phone. `onSaved` receives the stored profile to refill the form.
 */
export function useSaveProfile<V extends AccountValues>(
  form: UseFormReturnType<V>,
  onSaved: (profile: UpdatedUserProfile, pending: PendingChange[]) => void,
) {
  const update = useUpdateProfile();
  const [failure, setFailure] = useState<string | null>(null);
  const [photoError, setPhotoError] = useState<string | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [pending, setPending] = useState<PendingChange[]>([]);

  const save = async (body: UpdateProfileRequest, photo: File | null, sent: AccountValues) => {
    setFailure(null);
    setPhotoError(null);
    setProgress(photo ? 0 : null);
    try {
      const answer = await update.mutateAsync({ body, photo, onUploadProgress: setProgress });
      const next = pendingChanges(answer.user_data, sent);
      notify(answer.message, next.length ? 'info' : 'success');
      setPending(next);
      onSaved(answer.user_data, next);
    } catch (error) {
      const { fieldErrors, otherErrors } = serverFieldErrors(error, Object.keys(form.values));
      form.setErrors(fieldErrors);
      if (error instanceof ApiError && (error.status === 413 || error.status === 415 || error.errors.photo)) {
        setPhotoError(error.errors.photo ?? error.message);
      } else if (Object.keys(fieldErrors).length === 0 || otherErrors.length > 0) {
        setFailure(otherErrors[0] ?? failureMessage(error, messages.errors.unexpectedTryAgain));
      }
      focusFirstError();
    } finally {
      setProgress(null);
    }
  };

  /** The dialog currently open is the first change still waiting. */
  const verified = (change: PendingChange) => setPending((list) => list.filter((item) => item !== change));

  return { save, busy: update.isPending, failure, photoError, progress, pending, verified };
}
