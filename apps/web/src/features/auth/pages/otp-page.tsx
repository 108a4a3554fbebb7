import { messages } from '@angelbridge/contracts';
import { webPaths } from '@angelbridge/contracts/web-paths';
import { Alert, Anchor } from '@mantine/core';
import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { setPendingEmail, setResetToken, useSession } from '../../../lib/session';
import { failureMessage } from '../../../lib/zod-form';
import { useVerifyResetCode } from '../api/otp-verify';
import { AuthCard } from '../components/auth-card';
import { CodeEntryCard } from '../components/code-entry-card';
import { useResendCode } from '../components/use-resend-code';

/** /otp?email=: the forgot-password code; a right one hands out the reset token. */
export function OtpPage() {
  const [params] = useSearchParams();
  const session = useSession();
  const navigate = useNavigate();
  const verify = useVerifyResetCode();
  const [error, setError] = useState<string | null>(null);
  const resend = useResendCode('forget_password', setError);
  const email = params.get('email')?.trim().toLowerCase() || session.email;

  if (!email) {
    return (
      <AuthCard title="Enter your code">
        <Alert color="yellow" title="We do not know which e-mail the code went to">
          <Anchor underline="always" component={Link} to={webPaths.forgotPassword} inherit>
            Ask for a new code
          </Anchor>
        </Alert>
      </AuthCard>
    );
  }

  const submit = async (code: string) => {
    setError(null);
    try {
      const answer = await verify.mutateAsync({ auth_type: 'email', email, otp: code });
      setResetToken(answer.token);
      setPendingEmail(email);
      navigate(webPaths.changePassword);
    } catch (failure) {
      setError(failureMessage(failure, messages.errors.generic));
    }
  };

  return (
    <CodeEntryCard
      title="Enter your code"
      verb="Type"
      email={email}
      error={error}
      busy={verify.isPending}
      onSubmit={(code) => void submit(code)}
      onResend={() => resend(email)}
    />
  );
}
