import type { CmsCode } from '@angelbridge/contracts';
import { webPaths } from '@angelbridge/contracts/web-paths';
import { Alert, Anchor, Text } from '@mantine/core';
import { type ReactNode, useState } from 'react';
import { Link } from 'react-router-dom';
import { AuthCard } from './auth-card';
import { CmsDialog } from './cms-dialog';
import { ErrorBox } from './error-box';
import { TermsLinks } from './terms-links';

interface CompletionFrameProps {
  title: string;
  failure: string | null;
  /** The completion token was refused (expired): signing in again hands out a new one. */
  expired: boolean;
  children: ReactNode;
}

/** The card around both completion forms, with the terms and privacy dialogs §2 asks for. */
export function CompletionFrame({ title, failure, expired, children }: CompletionFrameProps) {
  const [dialog, setDialog] = useState<CmsCode | null>(null);
  return (
    <AuthCard
      title={title}
      width={760}
      description="Tell the community about yourself. Fields marked * are required."
    >
      {expired && <SignUpExpired />}
      <ErrorBox>{failure}</ErrorBox>
      {children}
      <Text size="sm" c="gray.7" mt="md" ta="center">
        By submitting you accept the <TermsLinks onOpen={setDialog} />.
      </Text>
      <CmsDialog code={dialog} onClose={() => setDialog(null)} />
    </AuthCard>
  );
}

/** Shown when this tab holds no usable completion token. */
export function SignUpExpired() {
  return (
    <Alert color="yellow" title="Please sign in to continue" role="alert" mb="md">
      Your sign-up session has ended. Sign in with your e-mail and password to finish your profile.{' '}
      <Anchor underline="always" component={Link} to={webPaths.login} inherit>
        Go to sign in
      </Anchor>
    </Alert>
  );
}
