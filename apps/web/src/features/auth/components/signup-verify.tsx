import { messages, OTP_LENGTH, OTP_RESEND_SECONDS } from '@angelbridge/contracts';
import { Alert, Anchor, Button, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { OtpInput } from '../../../components/otp-input';
import { ResendCode } from '../../../components/resend-code';
import { notify } from '../../../lib/notify';
import { markSignUpIncomplete, type UserType } from '../../../lib/session';
import { failureMessage } from '../../../lib/zod-form';
import { useVerifySignUpCode } from '../api/otp-verify';
import { AuthCard } from './auth-card';
import { useResendCode } from './use-resend-code';

interface SignupVerifyProps {
  userType: UserType;
  email: string | null;
}

/** Stage 'verify': the 4-digit code from the sign-up e-mail turns into a completion token. */
export function SignupVerify({ userType, email }: SignupVerifyProps) {
  const navigate = useNavigate();
  const location = useLocation();
  const verify = useVerifySignUpCode();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const resend = useResendCode('register', setError);
  const waitSeconds = (location.state as { resendIn?: number } | null)?.resendIn ?? OTP_RESEND_SECONDS;

  if (!email) {
    return (
      <AuthCard title="Verify your e-mail">
        <Alert color="yellow" title="We do not know which e-mail to verify">
          Sign in with your e-mail address and password; we will send you a new code.{' '}
          <Anchor underline="always" component={Link} to="/login" inherit>
            Go to sign in
          </Anchor>
        </Alert>
      </AuthCard>
    );
  }

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    if (code.length !== OTP_LENGTH) return;
    setError(null);
    try {
      const answer = await verify.mutateAsync({ auth_type: 'email', email, otp: code, user_type: userType });
      markSignUpIncomplete({ completionToken: answer.token });
      notify(answer.message);
      navigate(`/signup?type=${answer.user_data.user_type}&stage=final`, {
        state: { stage: 'final', userType: answer.user_data.user_type },
      });
    } catch (failure) {
      setError(failureMessage(failure, messages.errors.generic));
    }
  };

  return (
    <AuthCard
      title="Verify your e-mail"
      description={
        <>
          Enter the {OTP_LENGTH}-digit code we sent to{' '}
          <Text span fw={600}>
            {email}
          </Text>
          .
        </>
      }
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="lg">
          <OtpInput value={code} onChange={setCode} error={error} autoFocus />
          <Button type="submit" fullWidth disabled={code.length !== OTP_LENGTH || verify.isPending}>
            {verify.isPending ? 'Please wait...' : 'Continue'}
          </Button>
          <ResendCode waitSeconds={waitSeconds} onResend={() => resend(email)} />
        </Stack>
      </form>
    </AuthCard>
  );
}
