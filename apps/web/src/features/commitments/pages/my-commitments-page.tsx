import { webPaths } from '@angelbridge/contracts/web-paths';
import { Alert, Anchor, Button, Container, Group, Loader, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { PageButtons } from '../../../components/pager';
import { errorMessage } from '../../../lib/api-client';
import { useMyCommitments } from '../api/get-my-commitments';
import { MyCommitmentCard } from '../components/my-commitment-card';

/** /mycommitments (investors): every commitment they made, newest first, ended ones too. */
export function MyCommitmentsPage() {
  const [page, setPage] = useState(1);
  const mine = useMyCommitments(page);
  let content: React.ReactNode;
  if (mine.isPending)
    content = (
      <Stack role="status" aria-busy="true" aria-label="Loading your commitments">
        <Skeleton height={140} radius="md" />
        <Skeleton height={140} radius="md" />
      </Stack>
    );
  else if (mine.isError)
    content = (
      <Alert color="red" title="Your commitments could not be loaded">
        <Stack gap="xs" align="flex-start">
          <Text size="sm">{errorMessage(mine.error)}</Text>
          <Button size="xs" onClick={() => void mine.refetch()}>
            Try again
          </Button>
        </Stack>
      </Alert>
    );
  else if (mine.data.total === 0)
    content = (
      <Alert color="gray" title="No commitments yet">
        When you commit to a pitch's round, it shows here with its conditions and what the founder decided.{' '}
        <Anchor component={Link} to={webPaths.invest}>
          Browse pitches
        </Anchor>
      </Alert>
    );
  else {
    const pages = Math.max(1, Math.ceil(mine.data.total / mine.data.page_size));
    content = (
      <Stack>
        {mine.data.commitments.map((row) => (
          <MyCommitmentCard key={row._id} row={row} />
        ))}
        {pages > 1 && <PageButtons total={pages} value={page} onChange={setPage} />}
      </Stack>
    );
  }
  return (
    <Container size="md" py="xl">
      <title>My commitments · AngelBridge</title>
      <Group justify="space-between" mb="lg">
        <Title order={1}>My commitments</Title>
        <Group gap="xs">
          {mine.isFetching && !mine.isPending && <Loader size="xs" aria-label="Updating your commitments" />}
          <Anchor component={Link} to={webPaths.pitchList}>
            My Investment
          </Anchor>
        </Group>
      </Group>
      {content}
    </Container>
  );
}
