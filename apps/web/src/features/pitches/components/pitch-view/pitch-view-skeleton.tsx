import { Grid, Skeleton, Stack } from '@mantine/core';
import classes from './pitch-view.module.css';

/** The pitch page's shape while its one request is in flight. */
export function PitchViewSkeleton() {
  return (
    <Stack gap="xl" role="status" aria-busy="true" aria-label="Loading pitch">
      <Grid gap="xl">
        <Grid.Col span={{ base: 12, md: 7 }}>
          <Skeleton className={classes.cover} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 5 }}>
          <Skeleton height={34} width="80%" />
          <Skeleton height={16} width="40%" mt="sm" />
          <Skeleton height={22} width="30%" mt="lg" />
          <Skeleton height={160} mt="xs" />
        </Grid.Col>
      </Grid>
      <Skeleton height={36} />
      <Skeleton height={120} />
    </Stack>
  );
}
