import { Alert, Button, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { errorMessage } from '../../../lib/api-client';

/** A titled part of a page, named by its heading for screen readers (as the Round page's sections are). */
export function Panel({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }} component="section" aria-labelledby={id}>
      <Title order={2} size="h4" id={id} mb="md">
        {title}
      </Title>
      {children}
    </Paper>
  );
}

/** Placeholders while a part loads, announced once as busy. */
export function Loading({ label, heights }: { label: string; heights: number[] }) {
  return (
    <Stack gap="sm" role="status" aria-busy="true" aria-label={label}>
      {heights.map((height, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have nothing else to tell them apart.
        <Skeleton key={i} height={height} radius="md" />
      ))}
    </Stack>
  );
}

/** A failed read: the server's reason (or §8's generic one) and a way to ask again. */
export function LoadFailure({ title, error, retry }: { title: string; error: unknown; retry: () => void }) {
  return (
    <Alert color="red" title={title}>
      <Stack gap="xs" align="flex-start">
        <Text size="sm">{errorMessage(error)}</Text>
        <Button size="xs" onClick={retry}>
          Try again
        </Button>
      </Stack>
    </Alert>
  );
}
