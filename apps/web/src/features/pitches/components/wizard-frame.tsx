import { webPaths } from '@angelbridge/contracts/web-paths';
import { Container, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import { useSession } from '../../../lib/session';

/** The wizard pages' frame; pitches belong to entrepreneurs, so investors go to their own list. */
export function WizardFrame({ title, children }: { title: string; children: ReactNode }) {
  const { userType } = useSession();
  if (userType === 'investor') return <Navigate to={webPaths.pitchList} replace />;
  return (
    <Container size="lg" py="xl">
      <title>{`${title} · AngelBridge`}</title>
      <Title order={1} mb="lg">
        {title}
      </Title>
      {children}
    </Container>
  );
}
