import { messages } from '@angelbridge/contracts';
import { Alert } from '@mantine/core';
import type { ReactNode } from 'react';

/** §8: server failures show in a box titled Error; announced as soon as it appears. */
export function ErrorBox({ children }: { children: ReactNode }) {
  if (!children) return null;
  return (
    <Alert color="red" title={messages.errors.title} role="alert" variant="light">
      {children}
    </Alert>
  );
}
