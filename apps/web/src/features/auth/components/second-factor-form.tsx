import { adminMessages } from '@angelbridge/contracts/admin-messages';
import { TOTP_DIGITS } from '@angelbridge/contracts/limits';
import { Alert, Button, Stack, Text, TextInput } from '@mantine/core';
import { type FormEvent, useRef, useState } from 'react';
import { ApiError } from '../../../lib/api-client';
import { failureMessage } from '../../../lib/zod-form';

interface SecondFactorFormProps {
  /** Sends the code; rejects with ApiError when the server refuses it. */
  onVerify: (code: string) => Promise<void>;
  /** The button's words: 'Verify' on a later sign-in, 'Confirm and sign in' at setup. */
  submitLabel?: string;
}

const SIX_DIGITS = /^\d{6}$/;

/**
 * The authenticator code: six digits (spaces typed between groups are dropped), checked here before it
 * is sent. A wrong code shows under the field; too many tries show above it, with how long to wait.
 */
export function SecondFactorForm({ onVerify, submitLabel = 'Verify' }: SecondFactorFormProps) {
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [paused, setPaused] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const input = useRef<HTMLInputElement>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const digits = code.replace(/\s+/g, '');
    if (!SIX_DIGITS.test(digits)) {
      setError(adminMessages.secondFactorInvalid);
      input.current?.focus();
      return;
    }
    setError(null);
    setPaused(null);
    setBusy(true);
    try {
      await onVerify(digits);
    } catch (failure) {
      if (failure instanceof ApiError && failure.status === 429) {
        const wait = failure.retryAfter ? ` Try again in ${Math.ceil(failure.retryAfter / 60)} min.` : '';
        setPaused(`${failure.message}${wait}`);
      } else {
        const fieldMessage = failure instanceof ApiError ? failure.errors.code : undefined;
        setError(fieldMessage ?? failureMessage(failure, adminMessages.secondFactorWrong));
        setCode('');
        input.current?.focus();
      }
    } finally {
      setBusy(false);
    }
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        {paused && (
          <Alert color="orange" title="Too many codes" role="alert" variant="light">
            <Text size="sm">{paused}</Text>
          </Alert>
        )}
        <TextInput
          ref={input}
          label="Authentication code"
          description="The 6-digit code your authenticator app shows now."
          inputMode="numeric"
          autoComplete="one-time-code"
          // the digits and one space between their halves, as some apps show them
          maxLength={TOTP_DIGITS + 1}
          required
          value={code}
          error={error}
          onChange={(event) => setCode(event.currentTarget.value)}
        />
        <Button type="submit" fullWidth disabled={busy}>
          {busy ? 'Please wait...' : submitLabel}
        </Button>
      </Stack>
    </form>
  );
}
