import { completeEntrepreneurProfileRequest } from '@angelbridge/contracts';
import { Button, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { PhotoPicker } from '../../../components/photo-picker';
import { EntrepreneurFields } from '../../../components/profile-fields/entrepreneur-fields';
import {
  type EntrepreneurFormValues,
  entrepreneurFields,
  entrepreneurValues,
} from '../../../components/profile-fields/profile-values';
import { focusFirstError, zodFormValidate } from '../../../lib/zod-form';
import { CompletionFrame } from './completion-frame';
import { useFinishSignUp } from './use-finish-sign-up';

/** 'Create Entrepreneur Profile' (§2): the second half of an entrepreneur's sign-up. */
export function EntrepreneurCompletionForm() {
  const [picture, setPicture] = useState<File | null>(null);
  const form = useForm<EntrepreneurFormValues>({
    initialValues: entrepreneurValues(),
    validate: zodFormValidate(completeEntrepreneurProfileRequest, entrepreneurFields),
  });
  const { finish, busy, failure, pictureError, progress, expired } = useFinishSignUp(form);
  const submit = form.onSubmit(
    (values) => finish(entrepreneurFields(values), picture),
    () => focusFirstError(),
  );

  return (
    <CompletionFrame title="Create Entrepreneur Profile" failure={failure} expired={expired}>
      <form onSubmit={submit} noValidate>
        <Stack gap="lg">
          <PhotoPicker
            label="Profile picture"
            file={picture}
            onChange={setPicture}
            error={pictureError}
            progress={progress}
            disabled={busy}
          />
          <EntrepreneurFields form={form} />
          <Button type="submit" fullWidth disabled={busy}>
            {busy ? 'Please wait...' : 'Submit'}
          </Button>
        </Stack>
      </form>
    </CompletionFrame>
  );
}
