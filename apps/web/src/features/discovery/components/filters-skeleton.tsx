import { Paper, Skeleton, Stack } from '@mantine/core';

/** The filters panel's shape while the listing (which carries the filter choices) is really loading. */
export function FiltersSkeleton() {
  return (
    <Paper withBorder radius="md" p="md" role="status" aria-busy="true" aria-label="Loading filters">
      <Skeleton height={22} width="40%" />
      <Stack gap={10} mt="lg">
        {Array.from({ length: 6 }, (_, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have nothing else to tell them apart.
          <Skeleton key={i} height={18} width={`${60 + ((i * 13) % 30)}%`} />
        ))}
      </Stack>
      <Skeleton height={8} mt="xl" />
      <Skeleton height={36} mt="xl" />
    </Paper>
  );
}
