import { Button, Group, Text } from '@mantine/core';
import { useEffect, useState } from 'react';

interface ResendCodeProps {
  /** Seconds until the first resend is allowed. */
  waitSeconds: number;
  /** Sends a new code; resolves with the seconds to wait before the next one. */
  onResend: () => Promise<number>;
}

function formatSeconds(seconds: number): string {
  const minutes = Math.floor(seconds / 60);
  return `${minutes}:${String(seconds % 60).padStart(2, '0')}`;
}

/**
 * 'Resend OTP' once the wait is over (§2: 60 s), with the time left shown until then. The server
 * enforces the wait as well; when it answers with its own time left, that wins.
 */
export function ResendCode({ waitSeconds, onResend }: ResendCodeProps) {
  const [until, setUntil] = useState(() => Date.now() + waitSeconds * 1000);
  const [now, setNow] = useState(() => Date.now());
  const [sending, setSending] = useState(false);
  const left = Math.max(0, Math.ceil((until - now) / 1000));

  useEffect(() => {
    setUntil(Date.now() + waitSeconds * 1000);
  }, [waitSeconds]);

  useEffect(() => {
    if (left === 0) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [left]);

  const resend = async () => {
    setSending(true);
    try {
      const next = await onResend();
      setNow(Date.now());
      setUntil(Date.now() + next * 1000);
    } finally {
      setSending(false);
    }
  };

  return (
    <Group gap="xs" justify="center">
      <Text size="sm" c="gray.7">
        Didn’t get the code?
      </Text>
      {left > 0 ? (
        <Text size="sm" c="gray.7">
          Resend OTP in <time dateTime={`PT${left}S`}>{formatSeconds(left)}</time>
        </Text>
      ) : (
        <Button variant="subtle" size="compact-sm" onClick={resend} loading={sending}>
          Resend OTP
        </Button>
      )}
    </Group>
  );
}
