import { OTP_LENGTH, OTP_RESEND_SECONDS } from '@angelbridge/contracts';
import { Button, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useState } from 'react';
import { useLocation } from 'react-router-dom';
import { OtpInput } from '../../../components/otp-input';
import { ResendCode } from '../../../components/resend-code';
import { AuthCard } from './auth-card';

interface CodeEntryCardProps {
  title: string;
  /** The verb that opens the description ('Enter', 'Type'). */
  verb: string;
  /** Where the code was sent. */
  email: string;
  error: string | null;
  busy: boolean;
  /** Called with a complete code only. */
  onSubmit: (code: string) => void;
  /** Sends a new code; answers with the seconds before the next one. */
  onResend: () => Promise<number>;
  /** Below the resend link: a way out for a mistyped address (sign-up). */
  footer?: ReactNode;
}

/** The card that asks for an e-mailed code (sign-up and forgot-password), with 'Resend OTP'. */
export function CodeEntryCard({
  title,
  verb,
  email,
  error,
  busy,
  onSubmit,
  onResend,
  footer,
}: CodeEntryCardProps) {
  const location = useLocation();
  const [code, setCode] = useState('');
  const waitSeconds = (location.state as { resendIn?: number } | null)?.resendIn ?? OTP_RESEND_SECONDS;

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    if (code.length !== OTP_LENGTH) return;
    onSubmit(code);
  };

  return (
    <AuthCard
      title={title}
      description={
        <>
          {verb} the {OTP_LENGTH}-digit code we sent to{' '}
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
          <Button type="submit" fullWidth disabled={code.length !== OTP_LENGTH || busy}>
            {busy ? 'Please wait...' : 'Continue'}
          </Button>
          <Text size="sm" c="gray.7" ta="center">
            The e-mail also has a link: opening it does the same, even when codes are refused.
          </Text>
          <ResendCode waitSeconds={waitSeconds} onResend={onResend} />
          {footer}
        </Stack>
      </form>
    </AuthCard>
  );
}
