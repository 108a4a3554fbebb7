import { Button, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { PhotoPicker } from '../../../components/photo-picker';
import { focusFirstError, zodFormValidate } from '../../../lib/zod-form';
import type { AccountValues, ProfileKind } from '../../profiles/index';
import { CompletionFrame } from './completion-frame';
import { useFinishSignUp } from './use-finish-sign-up';

interface ProfileCompletionFormProps<V extends AccountValues> {
  title: string;
  kind: ProfileKind<V>;
}

/** 'Create ... Profile' (§2): the second half of a sign-up, for the chosen kind of user. */
export function ProfileCompletionForm<V extends AccountValues>({
  title,
  kind,
}: ProfileCompletionFormProps<V>) {
  const [picture, setPicture] = useState<File | null>(null);
  const form = useForm<V>({
    initialValues: kind.values(),
    validate: zodFormValidate(kind.completeSchema, kind.fields),
  });
  const { finish, busy, failure, pictureError, progress, expired } = useFinishSignUp(form);
  const submit = form.onSubmit(
    (values) => finish(kind.fields(values), picture),
    () => focusFirstError(),
  );

  return (
    <CompletionFrame title={title} failure={failure} expired={expired}>
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
          <kind.Fields form={form} />
          <Button type="submit" fullWidth disabled={busy}>
            {busy ? 'Please wait...' : 'Submit'}
          </Button>
        </Stack>
      </form>
    </CompletionFrame>
  );
}
