import { type doLogin, type LoginRequest, messages, type ResponseOf } from '@angelbridge/contracts';
import { webPaths } from '@angelbridge/contracts/web-paths';
import { Alert, Anchor, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useEffect, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { PasswordField } from '../../../components/password-field';
import { startSecondFactor, takeAdminNotice, useAdminSession } from '../../../lib/admin-session';
import { ApiError } from '../../../lib/api-client';
import { hrefFor } from '../../../lib/href-for';
import { notify } from '../../../lib/notify';
import { afterLoginPath } from '../../../lib/return-to';
import { markSignUpIncomplete, setPendingEmail, setUser, signIn, toSessionUser } from '../../../lib/session';
import { failureMessage, focusFirstError, lazyFormSchema, useFormSchema } from '../../../lib/zod-form';
import { useLogin } from '../api/do-login';
import { useOtpSend } from '../api/otp-send';
import { AuthCard } from '../components/auth-card';
import { loginReason } from '../login-reason';

type LoginValues = Pick<LoginRequest, 'email' | 'password'>;
type LoginAnswer = ResponseOf<typeof doLogin>;

const loginSchema = lazyFormSchema<LoginValues>(() => import('../form-schemas').then((m) => m.loginRequest));

export function LoginPage() {
  const navigate = useNavigate();
  const location = useLocation();
  const login = useLogin();
  const otpSend = useOtpSend();
  // too many failed sign-ins: not about this password, so it shows above the form with the way in
  const [refusal, setRefusal] = useState<string | null>(null);
  // an admin suspended the account (issue 21): the server's message says why; no way around it here
  const [suspension, setSuspension] = useState<string | null>(null);
  // why an admin's session ended (30 minutes idle), shown until the next sign-in
  const { notice } = useAdminSession();
  // why a members-only page sent a guest here; set after hydration, as the server never knows the state
  const [reason, setReason] = useState<string | null>(null);
  useEffect(() => setReason(loginReason(location.state)), [location.state]);
  useFormSchema(loginSchema);
  const form = useForm<LoginValues>({
    initialValues: { email: '', password: '' },
    validate: loginSchema.validate,
  });

  /**
   * §4 (b): an unverified or incomplete account continues its sign-up with the completion token. An
   * incomplete profile is said so whatever else follows; an unverified e-mail is sent a code besides.
   */
  const continueSignUp = async (answer: LoginAnswer, email: string) => {
    markSignUpIncomplete({ completionToken: answer.token });
    setPendingEmail(email);
    const type = answer.user_type;
    if (!answer.is_profile_complete) notify(messages.toasts.completeProfile, 'info');
    if (!answer.email_verified) {
      let resendIn: number | undefined;
      try {
        resendIn = (await otpSend.mutateAsync({ email, auth_type: 'email', purpose: 'register' })).resend_in;
        notify(messages.toasts.otpSent);
      } catch (error) {
        // A code sent less than a minute ago is still good; the verify stage counts down the rest.
        if (error instanceof ApiError && error.retryAfter !== undefined) resendIn = error.retryAfter;
        else notify(failureMessage(error, messages.errors.generic), 'error');
      }
      navigate(hrefFor(webPaths.signup, { type, stage: 'verify' }), {
        state: { stage: 'verify', userType: type, resendIn },
      });
      return;
    }
    navigate(hrefFor(webPaths.signup, { type, stage: 'final' }), {
      state: { stage: 'final', userType: type },
    });
  };

  const submit = form.onSubmit(
    async (values) => {
      setRefusal(null);
      setSuspension(null);
      try {
        const answer = await login.mutateAsync({ ...values, auth_type: 'email' });
        const email = values.email.trim().toLowerCase();
        takeAdminNotice();
        if (answer.second_factor) {
          // an admin: no session yet, the authenticator code comes next (the console's chunk)
          startSecondFactor({ token: answer.token, step: answer.second_factor, email });
          return navigate(webPaths.adminSignIn, { replace: true });
        }
        if (answer.user_type === 'admin') return;
        if (!answer.email_verified || !answer.is_profile_complete) return await continueSignUp(answer, email);
        signIn({ token: answer.token, userType: answer.user_type });
        setUser(toSessionUser(answer.user_data));
        notify(messages.toasts.loginSuccess);
        navigate(afterLoginPath(location), { replace: true });
      } catch (error) {
        if (error instanceof ApiError && error.status === 429) return setRefusal(error.message);
        if (error instanceof ApiError && error.status === 403) return setSuspension(error.message);
        form.setFieldError('password', failureMessage(error, messages.errors.generic));
        focusFirstError();
      }
    },
    () => focusFirstError(),
  );

  const busy = login.isPending || otpSend.isPending;

  return (
    <AuthCard title="Sign in" description="Welcome back to AngelBridge.">
      <form onSubmit={loginSchema.submitting(submit)} noValidate>
        <Stack gap="md">
          {suspension && (
            <Alert color="red" title="Account suspended" role="alert" variant="light">
              <Text size="sm">{suspension}</Text>
            </Alert>
          )}
          {reason && (
            <Alert color="blue" title="Members only" role="status" variant="light">
              <Text size="sm">{reason}</Text>
            </Alert>
          )}
          {notice && (
            <Alert color="blue" title="Signed out" role="status" variant="light">
              <Text size="sm">{notice}</Text>
            </Alert>
          )}
          {refusal && (
            <Alert color="orange" title="Sign-in paused" role="alert" variant="light">
              <Text size="sm">{refusal}</Text>
              <Anchor component={Link} to={webPaths.forgotPassword} size="sm" fw={600}>
                Reset your password by e-mail
              </Anchor>
            </Alert>
          )}
          <TextInput
            label="Email"
            type="email"
            autoComplete="email"
            required
            {...form.getInputProps('email')}
          />
          <PasswordField
            label="Password"
            autoComplete="current-password"
            required
            {...form.getInputProps('password')}
          />
          <Group justify="flex-end">
            <Anchor component={Link} to={webPaths.forgotPassword} size="sm">
              Forgot password?
            </Anchor>
          </Group>
          <Button type="submit" fullWidth disabled={busy}>
            {busy ? 'Please wait...' : 'Sign in'}
          </Button>
          <Text size="sm" ta="center">
            New to AngelBridge?{' '}
            <Anchor underline="always" component={Link} to={webPaths.signup}>
              Sign Up
            </Anchor>
          </Text>
        </Stack>
      </form>
    </AuthCard>
  );
}
