import { completeInvestorProfileRequest } from '@angelbridge/contracts';
import { Button, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { PhotoPicker } from '../../../components/photo-picker';
import { InvestorFields } from '../../../components/profile-fields/investor-fields';
import {
  type InvestorFormValues,
  investorFields,
  investorValues,
} from '../../../components/profile-fields/profile-values';
import { focusFirstError, zodFormValidate } from '../../../lib/zod-form';
import { CompletionFrame } from './completion-frame';
import { useFinishSignUp } from './use-finish-sign-up';

/** The investor's half of the sign-up (§2). */
export function InvestorCompletionForm() {
  const [picture, setPicture] = useState<File | null>(null);
  const form = useForm<InvestorFormValues>({
    initialValues: investorValues(),
    validate: zodFormValidate(completeInvestorProfileRequest, investorFields),
  });
  const { finish, busy, failure, pictureError, progress, expired } = useFinishSignUp(form);
  const submit = form.onSubmit(
    (values) => finish(investorFields(values), picture),
    () => focusFirstError(),
  );

  return (
    <CompletionFrame title="Create Investor Profile" failure={failure} expired={expired}>
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
          <InvestorFields form={form} />
          <Button type="submit" fullWidth disabled={busy}>
            {busy ? 'Please wait...' : 'Submit'}
          </Button>
        </Stack>
      </form>
    </CompletionFrame>
  );
}
