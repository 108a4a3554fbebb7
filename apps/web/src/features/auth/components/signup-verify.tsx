import type { UserType } from '@angelbridge/contracts';
import { messages } from '@angelbridge/contracts';
import { webPaths } from '@angelbridge/contracts/web-paths';
import { Alert, Anchor, Text } from '@mantine/core';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { hrefFor } from '../../../lib/href-for';
import { notify } from '../../../lib/notify';
import { markSignUpIncomplete } from '../../../lib/session';
import { failureMessage } from '../../../lib/zod-form';
import { useVerifySignUpCode } from '../api/otp-verify';
import { AuthCard } from './auth-card';
import { CodeEntryCard } from './code-entry-card';
import { useResendCode } from './use-resend-code';

interface SignupVerifyProps {
  userType: UserType;
  email: string | null;
}

/** Stage 'verify': the 4-digit code from the sign-up e-mail turns into a completion token. */
export function SignupVerify({ userType, email }: SignupVerifyProps) {
  const navigate = useNavigate();
  const verify = useVerifySignUpCode();
  const [error, setError] = useState<string | null>(null);
  const resend = useResendCode('register', setError);

  if (!email) {
    return (
      <AuthCard title="Verify your e-mail">
        <Alert color="yellow" title="We do not know which e-mail to verify">
          Sign in with your e-mail address and password; we will send you a new code.{' '}
          <Anchor underline="always" component={Link} to={webPaths.login} inherit>
            Go to sign in
          </Anchor>
        </Alert>
      </AuthCard>
    );
  }

  const submit = async (code: string) => {
    setError(null);
    try {
      const answer = await verify.mutateAsync({ auth_type: 'email', email, otp: code, user_type: userType });
      markSignUpIncomplete({ completionToken: answer.token });
      // the account exists once its e-mail is proven, not when the first form was sent
      notify(messages.toasts.registered);
      navigate(hrefFor(webPaths.signup, { type: answer.user_data.user_type, stage: 'final' }), {
        state: { stage: 'final', userType: answer.user_data.user_type },
      });
    } catch (failure) {
      setError(failureMessage(failure, messages.errors.generic));
    }
  };

  return (
    <CodeEntryCard
      title="Verify your e-mail"
      verb="Enter"
      email={email}
      error={error}
      busy={verify.isPending}
      onSubmit={(code) => void submit(code)}
      onResend={() => resend(email)}
      footer={
        <Text size="sm" ta="center">
          Not your address?{' '}
          <Anchor
            component={Link}
            to={hrefFor(webPaths.signup, { type: userType, stage: 'initial' })}
            state={{ email }}
            underline="always"
            inherit
          >
            Change the e-mail
          </Anchor>
        </Text>
      }
    />
  );
}
