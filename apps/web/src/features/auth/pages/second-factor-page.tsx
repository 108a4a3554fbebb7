import type { SessionUser } from '@angelbridge/contracts';
import { adminMessages } from '@angelbridge/contracts/admin-messages';
import { calls } from '@angelbridge/contracts/calls';
import { webPaths } from '@angelbridge/contracts/web-paths';
import {
  Alert,
  Anchor,
  Button,
  Center,
  Code,
  Image,
  List,
  Loader,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { Link, Navigate, useNavigate } from 'react-router-dom';
import { signInAdmin, signOutAdmin, useAdminSession } from '../../../lib/admin-session';
import { ApiError, callApi } from '../../../lib/api-client';
import { failureMessage } from '../../../lib/zod-form';
import { AuthCard } from '../components/auth-card';
import { SecondFactorForm } from '../components/second-factor-form';

const STEP_EXPIRED = 'This sign-in step has expired. Sign in again.';

/**
 * First sign-in, first step: the code e-mailed by this sign-in (the password alone must not show the
 * set-up key), then the QR code and the key as text.
 */
function EmailCodeStep({ token, children }: { token: string; children: ReactNode }) {
  const [emailCode, setEmailCode] = useState<string | null>(null);
  const [typed, setTyped] = useState('');
  if (emailCode) {
    return (
      <SetupInstructions token={token} emailCode={emailCode} onRetry={() => setEmailCode(null)}>
        {children}
      </SetupInstructions>
    );
  }
  return (
    <form
      aria-label="Code from the e-mail"
      onSubmit={(event) => {
        event.preventDefault();
        setEmailCode(typed.replace(/\s+/g, ''));
      }}
    >
      <Stack gap="sm">
        <Text size="sm">{adminMessages.secondFactorEmailCode}</Text>
        <TextInput
          label="Code from the e-mail"
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={7}
          required
          value={typed}
          onChange={(event) => setTyped(event.currentTarget.value)}
        />
        <Button type="submit">Show the set-up key</Button>
      </Stack>
    </form>
  );
}

/** First sign-in: the QR code and the secret as text, for an authenticator app; then `children`. */
function SetupInstructions({
  token,
  emailCode,
  onRetry,
  children,
}: {
  token: string;
  emailCode: string;
  onRetry: () => void;
  children: ReactNode;
}) {
  const setup = useQuery({
    queryKey: ['second-factor-setup', token, emailCode],
    queryFn: () => callApi(calls.getSecondFactorSetup, { email_code: emailCode }, { token }),
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
  if (setup.isPending) {
    return (
      <Center py="md" role="status">
        <Loader size="sm" />
        <Text ml="sm">Preparing your authenticator setup…</Text>
      </Center>
    );
  }
  if (setup.isError) {
    return (
      <Alert color="red" title="Setup unavailable" role="alert" variant="light">
        {failureMessage(setup.error, 'The setup could not be loaded.')}{' '}
        <Anchor component="button" type="button" onClick={onRetry}>
          Enter the code again
        </Anchor>{' '}
        or{' '}
        <Anchor component={Link} to={webPaths.login}>
          sign in again
        </Anchor>
      </Alert>
    );
  }
  return (
    <Stack gap="sm">
      <List type="ordered" spacing={4} size="sm">
        <List.Item>Open an authenticator app (Google Authenticator, 1Password, Authy…).</List.Item>
        <List.Item>Scan the QR code, or type the key below.</List.Item>
        <List.Item>Enter the 6-digit code the app shows.</List.Item>
      </List>
      <Center>
        <Image
          src={setup.data.qr_code}
          alt="QR code for your authenticator app (the same key is written below)"
          w={200}
          h={200}
          bg="white"
          p={4}
        />
      </Center>
      <Text size="sm" id="totp-secret-label">
        Key (if you cannot scan):
      </Text>
      <Code
        block
        aria-labelledby="totp-secret-label"
        data-testid="totp-secret"
        style={{ wordBreak: 'break-all' }}
      >
        {setup.data.secret}
      </Code>
      {children}
    </Stack>
  );
}

/**
 * An admin's second step after the password (/admin/sign-in): set up the authenticator app the first
 * time, then the current code; the admin session begins and the console opens.
 */
export function SecondFactorPage() {
  const { secondFactor, token } = useAdminSession();
  const navigate = useNavigate();
  if (token) return <Navigate to={webPaths.admin} replace />;
  if (!secondFactor) return <Navigate to={webPaths.login} replace />;
  const setup = secondFactor.step === 'setup';

  const verify = async (code: string) => {
    try {
      const answer = await callApi(calls.verifySecondFactor, { code }, { token: secondFactor.token });
      signInAdmin(answer.token, answer.user_data as SessionUser);
      navigate(webPaths.admin, { replace: true });
    } catch (error) {
      if (error instanceof ApiError && error.status === 401) {
        signOutAdmin(STEP_EXPIRED);
        navigate(webPaths.login, { replace: true });
        return;
      }
      throw error;
    }
  };

  return (
    <AuthCard
      title={setup ? 'Set up two-step sign-in' : 'Two-step sign-in'}
      description={setup ? adminMessages.secondFactorSetup : adminMessages.secondFactorCode}
    >
      <Stack gap="lg">
        {setup ? (
          <EmailCodeStep token={secondFactor.token}>
            <SecondFactorForm onVerify={verify} submitLabel="Confirm and sign in" />
          </EmailCodeStep>
        ) : (
          <SecondFactorForm onVerify={verify} submitLabel="Verify" />
        )}
        <Text size="sm" c="dimmed">
          Signing in as {secondFactor.email}.{' '}
          <Anchor component={Link} to={webPaths.login} onClick={() => signOutAdmin()}>
            Use another account
          </Anchor>
        </Text>
      </Stack>
    </AuthCard>
  );
}
