import { messages } from '@angelbridge/contracts';
import { webPaths } from '@angelbridge/contracts/web-paths';
import { Anchor, Button, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { Link, useNavigate } from 'react-router-dom';
import { ApiError } from '../../../lib/api-client';
import { hrefFor } from '../../../lib/href-for';
import { notify } from '../../../lib/notify';
import { setPendingEmail } from '../../../lib/session';
import { failureMessage, focusFirstError, lazyFormSchema, useFormSchema } from '../../../lib/zod-form';
import { useForgetPassword } from '../api/forget-password';
import { AuthCard } from '../components/auth-card';

const emailSchema = lazyFormSchema<{ email: string }>(() =>
  import('../form-schemas').then((m) => m.forgetPasswordRequest),
);

/** /forgotpassword: the reset code goes to the e-mail; the answer is the same for unknown addresses. */
export function ForgotPasswordPage() {
  const navigate = useNavigate();
  const forget = useForgetPassword();
  useFormSchema(emailSchema);
  const form = useForm({ initialValues: { email: '' }, validate: emailSchema.validate });

  const goToCode = (email: string, resendIn?: number) => {
    setPendingEmail(email);
    navigate(hrefFor(webPaths.otp, { email }), { state: { resendIn } });
  };

  const submit = form.onSubmit(
    async ({ email }) => {
      const address = email.trim().toLowerCase();
      try {
        await forget.mutateAsync(address);
        notify(messages.toasts.otpSent);
        goToCode(address);
      } catch (error) {
        // A code sent less than a minute ago is still good: go and type it.
        if (error instanceof ApiError && error.retryAfter !== undefined)
          return goToCode(address, error.retryAfter);
        form.setFieldError('email', failureMessage(error, messages.errors.generic));
        focusFirstError();
      }
    },
    () => focusFirstError(),
  );

  return (
    <AuthCard
      title="Forgot password"
      description="Enter your e-mail address and we will send you a code to reset your password."
    >
      <form onSubmit={emailSchema.submitting(submit)} noValidate>
        <Stack gap="md">
          <TextInput
            label="Email"
            type="email"
            autoComplete="email"
            required
            {...form.getInputProps('email')}
          />
          <Button type="submit" fullWidth disabled={!form.values.email.trim() || forget.isPending}>
            {forget.isPending ? 'Please wait...' : 'Continue'}
          </Button>
          <Text size="sm" ta="center">
            Remembered it?{' '}
            <Anchor underline="always" component={Link} to={webPaths.login}>
              Back to sign in
            </Anchor>
          </Text>
        </Stack>
      </form>
    </AuthCard>
  );
}
