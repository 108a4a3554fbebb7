import { type ChangePasswordRequest, changePasswordForm, messages } from '@angelbridge/contracts';
import { Alert, Button, Container, Paper, Stack, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { NewPasswordFields } from '../../../components/new-password-fields';
import { PasswordField } from '../../../components/password-field';
import { notify } from '../../../lib/notify';
import { failureMessage, focusFirstError, serverFieldErrors, zodFormValidate } from '../../../lib/zod-form';
import { useChangePassword } from '../api/change-password';
import { DeleteAccount } from '../components/delete-account';
import { DownloadMyData } from '../components/download-my-data';
import { SignOutEverywhere } from '../components/sign-out-everywhere';

const FIELDS = ['current_password', 'new_password', 'confirm_password'];
const EMPTY: ChangePasswordRequest = { current_password: '', new_password: '', confirm_password: '' };

/** /profile/password: the signed-in user's own password; other sessions end, this one carries on. */
export function ChangePasswordPage() {
  const change = useChangePassword();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<ChangePasswordRequest>({
    initialValues: EMPTY,
    validate: zodFormValidate(changePasswordForm),
  });

  const submit = form.onSubmit(
    async (values) => {
      setFailure(null);
      try {
        await change.mutateAsync(values);
        notify(messages.toasts.passwordChanged);
        form.reset();
      } catch (error) {
        const { fieldErrors, otherErrors } = serverFieldErrors(error, FIELDS);
        form.setErrors(fieldErrors);
        if (Object.keys(fieldErrors).length === 0) {
          setFailure(otherErrors[0] ?? failureMessage(error, messages.errors.unexpectedTryAgain));
        }
        focusFirstError();
      }
    },
    () => focusFirstError(),
  );

  return (
    <Container size={520} px={{ base: 'xs', sm: 'md' }} py={{ base: 'lg', sm: 'xl' }}>
      <title>Change password · AngelBridge</title>
      <Title order={1}>Change password</Title>
      <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }} mt="lg">
        <form onSubmit={submit} noValidate>
          <Stack gap="md">
            {failure && (
              <Alert color="red" title={messages.errors.title} role="alert">
                {failure}
              </Alert>
            )}
            <PasswordField
              label="Current password"
              autoComplete="current-password"
              required
              {...form.getInputProps('current_password')}
            />
            <NewPasswordFields
              label="New password"
              confirmLabel="Confirm new password"
              password={form.getInputProps('new_password')}
              confirm={form.getInputProps('confirm_password')}
            />
            <Button type="submit" disabled={change.isPending}>
              {change.isPending ? 'Please wait...' : 'Change password'}
            </Button>
          </Stack>
        </form>
      </Paper>
      <SignOutEverywhere />
      <DownloadMyData />
      <DeleteAccount />
    </Container>
  );
}
