import { messages, type SetNewPasswordForm, setNewPasswordForm } from '@angelbridge/contracts';
import { webPaths } from '@angelbridge/contracts/web-paths';
import { Alert, Anchor, Button, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { NewPasswordFields } from '../../../components/new-password-fields';
import { ApiError } from '../../../lib/api-client';
import { setPendingEmail, setResetToken, useSession } from '../../../lib/session';
import { failureMessage, focusFirstError, serverFieldErrors, zodFormValidate } from '../../../lib/zod-form';
import { useSetNewPassword } from '../api/set-new-password';
import { AuthCard } from '../components/auth-card';
import { ErrorBox } from '../components/error-box';

function StartAgain({ title }: { title: string }) {
  return (
    // dark text on the pale yellow: the default yellow title falls short of AA contrast
    <Alert
      color="yellow"
      title={title}
      role="alert"
      styles={{
        title: { color: 'var(--mantine-color-dark-9)' },
        message: { color: 'var(--mantine-color-dark-9)' },
      }}
    >
      Reset codes are valid for 10 minutes and work once.{' '}
      <Anchor underline="always" component={Link} to={webPaths.forgotPassword} inherit>
        Ask for a new code
      </Anchor>
    </Alert>
  );
}

/** /changepassword: the new password, sent with the reset token the code handed out. */
export function ResetPasswordPage() {
  const navigate = useNavigate();
  const { email, tokenReset } = useSession();
  const save = useSetNewPassword();
  const [failure, setFailure] = useState<string | null>(null);
  const [expired, setExpired] = useState(false);
  const form = useForm<SetNewPasswordForm>({
    initialValues: { new_password: '', confirm_password: '' },
    validate: zodFormValidate(setNewPasswordForm),
  });

  const submit = form.onSubmit(
    async (values) => {
      if (!email) return;
      setFailure(null);
      try {
        await save.mutateAsync({ email, ...values });
        setResetToken(null);
        setPendingEmail(null);
        navigate(webPaths.successPassword, { replace: true });
      } catch (error) {
        if (error instanceof ApiError && (error.status === 401 || error.status === 403))
          return setExpired(true);
        const { fieldErrors, otherErrors } = serverFieldErrors(error, ['new_password', 'confirm_password']);
        form.setErrors(fieldErrors);
        if (Object.keys(fieldErrors).length === 0)
          setFailure(otherErrors[0] ?? failureMessage(error, messages.errors.generic));
        focusFirstError();
      }
    },
    () => focusFirstError(),
  );

  if (!email || !tokenReset) {
    return (
      <AuthCard title="Reset password">
        <StartAgain title="Please verify your e-mail first" />
      </AuthCard>
    );
  }

  return (
    <AuthCard title="Reset password" description={`Choose a new password for ${email}.`}>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          {expired && <StartAgain title="This reset has expired" />}
          <ErrorBox>{failure}</ErrorBox>
          <NewPasswordFields
            label="New password"
            confirmLabel="Confirm password"
            password={form.getInputProps('new_password')}
            confirm={form.getInputProps('confirm_password')}
          />
          <Button type="submit" fullWidth disabled={save.isPending}>
            {save.isPending ? 'Please wait...' : 'Reset password'}
          </Button>
        </Stack>
      </form>
    </AuthCard>
  );
}
