import type { SessionUser } from '@angelbridge/contracts';
import { adminMessages } from '@angelbridge/contracts/admin-messages';
import { calls } from '@angelbridge/contracts/calls';
import { webPaths } from '@angelbridge/contracts/web-paths';
import { Alert, Anchor, Center, Code, Image, List, Loader, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link, Navigate, useNavigate } from 'react-router-dom';
import { signInAdmin, signOutAdmin, useAdminSession } from '../../../lib/admin-session';
import { ApiError, callApi } from '../../../lib/api-client';
import { failureMessage } from '../../../lib/zod-form';
import { AuthCard } from '../components/auth-card';
import { SecondFactorForm } from '../components/second-factor-form';

const STEP_EXPIRED = 'This sign-in step has expired. Sign in again.';

/** First sign-in: the QR code and the secret as text, for an authenticator app. */
function SetupInstructions({ token }: { token: string }) {
  const setup = useQuery({
    queryKey: ['second-factor-setup', token],
    queryFn: () => callApi(calls.getSecondFactorSetup, {}, { token }),
    staleTime: Number.POSITIVE_INFINITY,
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
        <Anchor component={Link} to={webPaths.login}>
          Sign in again
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
        {setup && <SetupInstructions token={secondFactor.token} />}
        <SecondFactorForm onVerify={verify} submitLabel={setup ? 'Confirm and sign in' : 'Verify'} />
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
