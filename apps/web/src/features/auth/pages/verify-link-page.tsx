import { messages } from '@angelbridge/contracts';
import { webPaths } from '@angelbridge/contracts/web-paths';
import { Alert, Anchor, Group, Loader, Stack, Text } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { hrefFor } from '../../../lib/href-for';
import { notify } from '../../../lib/notify';
import { markSignUpIncomplete, setPendingEmail, setResetToken } from '../../../lib/session';
import { failureMessage } from '../../../lib/zod-form';
import { useVerifyLink } from '../api/otp-verify';
import { AuthCard } from '../components/auth-card';

/**
 * The token sits in the fragment (`#token=`): a fragment is never sent to a server, so the token is in
 * no request log and no Referer. It is taken off the address bar at once, so it stays out of history.
 */
function forgetFragment() {
  if (!window.location.hash) return;
  window.history.replaceState(window.history.state, '', window.location.pathname + window.location.search);
}

function DeadLink({ reason }: { reason: string }) {
  return (
    <Alert color="yellow" title="This link cannot be used" role="alert">
      <Stack gap="xs">
        <Text size="sm">{reason}</Text>
        <Text size="sm">
          Signing up?{' '}
          <Anchor underline="always" component={Link} to={webPaths.login} inherit>
            Sign in
          </Anchor>{' '}
          with your e-mail and password and we will send a new code and link. Resetting your password?{' '}
          <Anchor underline="always" component={Link} to={webPaths.forgotPassword} inherit>
            Ask for a new code
          </Anchor>
          .
        </Text>
      </Stack>
    </Alert>
  );
}

/** /verify#token=: the link of a sign-up or reset mail; continues exactly as the code would. */
export function VerifyLinkPage() {
  const navigate = useNavigate();
  const { hash } = useLocation();
  const verify = useVerifyLink();
  const [failure, setFailure] = useState<string | null>(null);
  // the token works once: a second run of the effect (development's strict mode) must not spend it
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const token = new URLSearchParams(hash.slice(1)).get('token');
    forgetFragment();
    if (!token) {
      setFailure(messages.security.linkInvalid);
      return;
    }
    verify
      .mutateAsync(token)
      .then((answer) => {
        if (answer.action === 'register') {
          markSignUpIncomplete({ completionToken: answer.token });
          notify(messages.toasts.registered);
          const type = answer.user_data.user_type;
          navigate(hrefFor(webPaths.signup, { type, stage: 'final' }), {
            replace: true,
            state: { stage: 'final', userType: type },
          });
        } else {
          setResetToken(answer.token);
          setPendingEmail(answer.email);
          navigate(webPaths.changePassword, { replace: true });
        }
      })
      .catch((error: unknown) => setFailure(failureMessage(error, messages.errors.generic)));
  }, [verify, navigate, hash]);

  return (
    <AuthCard title="Checking your link">
      {/* a second safeguard: no page this one links to learns where the visitor came from */}
      <meta name="referrer" content="no-referrer" />
      {failure ? (
        <DeadLink reason={failure} />
      ) : (
        <Group gap="sm" role="status">
          <Loader size="sm" />
          <Text size="sm">Please wait while we check your link…</Text>
        </Group>
      )}
    </AuthCard>
  );
}
