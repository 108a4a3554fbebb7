import { messages, OTP_LENGTH, OTP_RESEND_SECONDS } from '@angelbridge/contracts';
import { Button, Modal, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { OtpInput } from '../../../components/otp-input';
import { ResendCode } from '../../../components/resend-code';
import { ApiError } from '../../../lib/api-client';
import { notify } from '../../../lib/notify';
import { formatPhone } from '../../../lib/phone';
import { failureMessage } from '../../../lib/zod-form';
import { useResendContactCode } from '../api/resend-contact-code';
import { useVerifyContactChange } from '../api/verify-contact-change';

/** A change the server holds until its code is entered. */
export type PendingChange =
  | { kind: 'email'; email: string }
  | { kind: 'mobile'; country_id: string; isd_code: string; mobile_number: string; accountEmail: string };

interface ContactVerificationDialogProps {
  change: PendingChange | null;
  onClose: () => void;
  onVerified: (change: PendingChange) => void;
}

function Body({ change, onVerified }: { change: PendingChange; onVerified: () => void }) {
  const verify = useVerifyContactChange();
  const resend = useResendContactCode();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const codeEmail = change.kind === 'email' ? change.email : change.accountEmail;

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    if (code.length !== OTP_LENGTH) return;
    setError(null);
    try {
      const answer = await verify.mutateAsync(
        change.kind === 'email'
          ? { action: 'update_email', auth_type: 'email', otp: code, email: change.email }
          : {
              action: 'update_mobile_number',
              auth_type: 'email',
              otp: code,
              country_id: change.country_id,
              isd_code: change.isd_code,
              mobile_number: change.mobile_number,
            },
      );
      notify(answer.message);
      onVerified();
    } catch (failure) {
      setError(failureMessage(failure, messages.errors.generic));
    }
  };

  const sendAgain = async () => {
    setError(null);
    try {
      const purpose = change.kind === 'email' ? 'update_email' : 'update_mobile_number';
      const answer = await resend.mutateAsync({ purpose, email: codeEmail });
      notify(messages.toasts.otpSent);
      return answer.resend_in;
    } catch (failure) {
      setError(failureMessage(failure, messages.errors.generic));
      return failure instanceof ApiError && failure.retryAfter !== undefined ? failure.retryAfter : 0;
    }
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="lg">
        <Text>
          {change.kind === 'email' ? (
            <>
              Enter the {OTP_LENGTH}-digit code we sent to <strong>{change.email}</strong> to confirm your new
              e-mail address.
            </>
          ) : (
            <>
              Enter the {OTP_LENGTH}-digit code we sent to <strong>{change.accountEmail}</strong> to confirm
              your new mobile number {formatPhone(change.mobile_number, change.isd_code).text}.
            </>
          )}
        </Text>
        <OtpInput value={code} onChange={setCode} error={error} autoFocus />
        <Button type="submit" fullWidth disabled={code.length !== OTP_LENGTH || verify.isPending}>
          {verify.isPending ? 'Please wait...' : 'Verify'}
        </Button>
        <ResendCode waitSeconds={OTP_RESEND_SECONDS} onResend={sendAgain} />
      </Stack>
    </form>
  );
}

/** §2: after saving a changed e-mail or phone, its code confirms it. */
export function ContactVerificationDialog({ change, onClose, onVerified }: ContactVerificationDialogProps) {
  return (
    <Modal
      opened={change !== null}
      onClose={onClose}
      title={change?.kind === 'mobile' ? 'Verify your mobile number' : 'Verify your e-mail'}
    >
      {change && <Body key={JSON.stringify(change)} change={change} onVerified={() => onVerified(change)} />}
    </Modal>
  );
}
