import { AGREEMENT_SIGNED_NAME_MAX, type Agreement, signAgreementForm } from '@angelbridge/contracts';
import { Alert, Button, Checkbox, Group, Paper, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { focusFirstError, serverFieldErrors, zodFormValidate } from '../../../lib/zod-form';
import { useSignAgreement } from '../api/sign-agreement';

interface SignValues {
  signed_name: string;
  consent: boolean;
}

interface SignFormProps {
  agreement: Agreement;
  /** The electronic-records consent, as the server answered it: stored with the signature. */
  consentText: string;
  onSigned: (agreement: Agreement) => void;
  /** The document changed since it was shown (a stale hash): read the agreement again. */
  onStale: () => void;
}

/**
 * The signature: the consent text above the button, a checkbox to accept it, and the signer's name typed
 * as on their account. The hash sent is that of the document this page showed, so nobody signs anything
 * other than what they saw.
 */
export function SignForm({ agreement, consentText, onSigned, onStale }: SignFormProps) {
  const sign = useSignAgreement();
  const [failure, setFailure] = useState<string | null>(null);
  const toBody = (values: SignValues) => ({
    agreement_id: agreement._id,
    signed_name: values.signed_name,
    consent: values.consent,
    sha256: agreement.sha256,
  });
  const form = useForm<SignValues>({
    initialValues: { signed_name: '', consent: false },
    validate: zodFormValidate<SignValues>(signAgreementForm, toBody),
  });

  const submit = form.onSubmit(
    (values) => {
      setFailure(null);
      sign.mutate(toBody(values), {
        onSuccess: (answer) => onSigned(answer.agreement),
        onError: (error) => {
          if (error instanceof ApiError && error.errors.sha256) onStale();
          const { fieldErrors, otherErrors } = serverFieldErrors(error, ['signed_name', 'consent']);
          form.setErrors(fieldErrors);
          if (Object.keys(fieldErrors).length > 0) focusFirstError();
          setFailure(otherErrors[0] ?? (Object.keys(fieldErrors).length > 0 ? null : errorMessage(error)));
        },
      });
    },
    () => focusFirstError(),
  );

  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
      <form onSubmit={submit} noValidate aria-label="Sign the agreement">
        <Stack gap="md">
          <Text fw={700} id="consent-title">
            Electronic records and signature consent
          </Text>
          <Text size="sm" id="consent-text">
            {consentText}
          </Text>
          <Checkbox
            label="I agree to the consent above and to sign electronically"
            aria-describedby="consent-text"
            {...form.getInputProps('consent', { type: 'checkbox' })}
          />
          <TextInput
            label="Type your full name to sign"
            description="As it is on your account, first and last name"
            withAsterisk
            autoComplete="name"
            maxLength={AGREEMENT_SIGNED_NAME_MAX}
            {...form.getInputProps('signed_name')}
          />
          {failure && (
            <Alert color="red" role="alert">
              {failure}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button type="submit" loading={sign.isPending} size="md">
              Sign
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
