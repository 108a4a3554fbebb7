import { Alert, Button, Skeleton, Stack, Text } from '@mantine/core';
import { errorMessage } from '../lib/api-client';

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
