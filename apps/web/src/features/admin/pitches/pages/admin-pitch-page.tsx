import { webPaths } from '@angelbridge/contracts/web-paths';
import { Alert, Anchor, Badge, Button, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { Link, useParams } from 'react-router-dom';
import { errorMessage } from '../../../../lib/api-client';
import { useAdminPitch } from '../api/admin-pitches';
import { RoundSection } from '../components/round-section';

const PITCHES_PATH = `${webPaths.admin}/pitches`;

/** /admin/pitches/:id: one pitch, its founder and status, and its round (issue 32). */
export function AdminPitchPage() {
  const { id = '' } = useParams();
  const { data, isPending, error, refetch } = useAdminPitch(id);

  if (isPending) {
    return (
      <Stack role="status" aria-label="Loading the pitch">
        <Skeleton height={40} />
        <Skeleton height={160} />
      </Stack>
    );
  }
  if (error) {
    return (
      <Alert color="red" title="The pitch could not be loaded" role="alert">
        <Text size="sm">{errorMessage(error)}</Text>
        <Group mt="sm">
          <Button variant="light" onClick={() => refetch()}>
            Try again
          </Button>
          <Anchor component={Link} to={PITCHES_PATH}>
            Back to pitches
          </Anchor>
        </Group>
      </Alert>
    );
  }
  const { pitch, round } = data;
  const founder = `${pitch.owner.first_name} ${pitch.owner.last_name}`;
  return (
    <Stack gap="lg">
      <title>{`${pitch.name_of_pitch} · Pitches · Admin · AngelBridge`}</title>
      <Anchor component={Link} to={PITCHES_PATH} size="sm">
        Back to pitches
      </Anchor>
      <div>
        <Title order={1} size="h2">
          {pitch.name_of_pitch}
        </Title>
        <Text size="sm" c="dimmed">
          {pitch.name_of_company} · by{' '}
          <Anchor component={Link} to={`${webPaths.admin}/users/${pitch.owner._id}`} size="sm">
            {founder}
          </Anchor>
        </Text>
        <Group gap="xs" mt="xs">
          <Badge variant="light">{pitch.status}</Badge>
          {pitch.featured && (
            <Badge variant="light" color="yellow">
              Featured
            </Badge>
          )}
        </Group>
        {pitch.unpublished_reason && (
          <Text size="sm" mt="xs">
            Unpublished: {pitch.unpublished_reason}
          </Text>
        )}
      </div>
      <RoundSection round={round} />
    </Stack>
  );
}
