import { messages, OTP_LENGTH, OTP_RESEND_SECONDS } from '@angelbridge/contracts';
import { Alert, Anchor, Button, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { OtpInput } from '../../../components/otp-input';
import { ResendCode } from '../../../components/resend-code';
import { setPendingEmail, setResetToken, useSession } from '../../../lib/session';
import { failureMessage } from '../../../lib/zod-form';
import { useVerifyResetCode } from '../api/otp-verify';
import { AuthCard } from '../components/auth-card';
import { useResendCode } from '../components/use-resend-code';

/** /otp?email=: the forgot-password code; a right one hands out the reset token. */
export function OtpPage() {
  const [params] = useSearchParams();
  const session = useSession();
  const location = useLocation();
  const navigate = useNavigate();
  const verify = useVerifyResetCode();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const resend = useResendCode('forget_password', setError);
  const email = params.get('email')?.trim().toLowerCase() || session.email;
  const waitSeconds = (location.state as { resendIn?: number } | null)?.resendIn ?? OTP_RESEND_SECONDS;

  if (!email) {
    return (
      <AuthCard title="Enter your code">
        <Alert color="yellow" title="We do not know which e-mail the code went to">
          <Anchor underline="always" component={Link} to="/forgotpassword" inherit>
            Ask for a new code
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
      const answer = await verify.mutateAsync({ auth_type: 'email', email, otp: code });
      setResetToken(answer.token);
      setPendingEmail(email);
      navigate('/changepassword');
    } catch (failure) {
      setError(failureMessage(failure, messages.errors.generic));
    }
  };

  return (
    <AuthCard
      title="Enter your code"
      description={
        <>
          Type the {OTP_LENGTH}-digit code we sent to{' '}
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
