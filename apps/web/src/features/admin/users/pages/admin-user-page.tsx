import { webPaths } from '@angelbridge/contracts/web-paths';
import {
  Alert,
  Anchor,
  Badge,
  Box,
  Button,
  Card,
  Group,
  List,
  Skeleton,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import { useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { errorMessage } from '../../../../lib/api-client';
import { formatDateTime } from '../../../../lib/format';
import { notify } from '../../../../lib/notify';
import { useAdminUser, useSuspension } from '../api/admin-users';
import { ReasonDialog } from '../components/reason-dialog';
import { ResetAuthenticatorButton } from '../components/reset-authenticator-button';
import { UserCertification } from '../components/user-certification';
import { UserCommitments } from '../components/user-commitments';

const USERS_PATH = `${webPaths.admin}/users`;
const when = formatDateTime;
const failure = errorMessage;

/**
 * /admin/users/:id: the account, its pitches, requests, commitments, certification (investors) and
 * moderation history; suspend or restore, or,
 * on another admin's account, reset their authenticator.
 */
export function AdminUserPage() {
  const { id = '' } = useParams();
  const { data, isPending, error, refetch } = useAdminUser(id);
  const { suspend, restore } = useSuspension();
  const [confirming, setConfirming] = useState(false);

  if (isPending) {
    return (
      <Stack role="status" aria-label="Loading the user">
        <Skeleton height={40} />
        <Skeleton height={160} />
      </Stack>
    );
  }
  if (error) {
    return (
      <Alert color="red" title="The user could not be loaded" role="alert">
        <Text size="sm">{failure(error)}</Text>
        <Group mt="sm">
          <Button variant="light" onClick={() => refetch()}>
            Try again
          </Button>
          <Anchor component={Link} to={USERS_PATH}>
            Back to users
          </Anchor>
        </Group>
      </Alert>
    );
  }
  const { user, pitches, requests, commitments, certifications, history } = data;
  const name = `${user.first_name} ${user.last_name}`;
  const suspended = user.status === 'suspended';

  return (
    <Stack gap="lg">
      <title>{`${name} · Users · Admin · AngelBridge`}</title>
      <Anchor component={Link} to={USERS_PATH} size="sm">
        Back to users
      </Anchor>
      <Group justify="space-between" align="start" wrap="wrap">
        <div>
          <Title order={1} size="h2">
            {name}
          </Title>
          <Text size="sm" c="dimmed">
            {user.email} · {user.phone} · {user.user_type}
          </Text>
        </div>
        {data.may_reset_authenticator && <ResetAuthenticatorButton userId={user._id} name={name} />}
        {user.user_type !== 'admin' &&
          (suspended ? (
            <Button
              variant="light"
              loading={restore.isPending}
              onClick={() =>
                restore.mutate(user._id, {
                  onSuccess: (answer) => notify(answer.message),
                  onError: (e) => notify(failure(e), 'error'),
                })
              }
            >
              Restore account
            </Button>
          ) : (
            <Button color="red" onClick={() => setConfirming(true)}>
              Suspend account
            </Button>
          ))}
      </Group>

      {suspended && (
        <Alert color="red" title="Suspended" role="status">
          {user.suspension_reason} {user.suspended_at ? `(since ${when(user.suspended_at)})` : ''}
        </Alert>
      )}

      <Card withBorder>
        <Group gap="xs" mb="xs">
          <Badge variant="light" color={user.email_verified ? 'green' : 'gray'}>
            {user.email_verified ? 'E-mail verified' : 'E-mail not verified'}
          </Badge>
          <Badge variant="light" color={user.is_profile_complete ? 'green' : 'gray'}>
            {user.is_profile_complete ? 'Profile complete' : 'Profile incomplete'}
          </Badge>
        </Group>
        {user.company && <Text size="sm">Company: {user.company}</Text>}
        <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
          {user.bio || 'No bio.'}
        </Text>
        <Text size="xs" c="dimmed" mt="xs">
          Joined {when(user.created_at)}
        </Text>
      </Card>

      <section aria-labelledby="user-pitches">
        <Title order={2} size="h4" id="user-pitches" mb="xs">
          Pitches ({pitches.length})
        </Title>
        {pitches.length === 0 ? (
          <Text size="sm">No pitches.</Text>
        ) : (
          <List size="sm">
            {pitches.map((pitch) => (
              <List.Item key={pitch._id}>
                <Anchor component={Link} to={`${webPaths.admin}/pitches/${pitch._id}`}>
                  {pitch.name_of_pitch}
                </Anchor>{' '}
                <Badge size="sm" variant="light">
                  {pitch.status}
                </Badge>
              </List.Item>
            ))}
          </List>
        )}
      </section>

      <section aria-labelledby="user-requests">
        <Title order={2} size="h4" id="user-requests" mb="xs">
          Contact requests
        </Title>
        {requests.length === 0 ? (
          <Text size="sm">No contact requests.</Text>
        ) : (
          // a keyboard can scroll it too: the table has nothing focusable of its own
          <Box component="section" tabIndex={0} aria-label="Contact requests" style={{ overflowX: 'auto' }}>
            <Table miw={520}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th scope="col">Pitch</Table.Th>
                  <Table.Th scope="col">Investor</Table.Th>
                  <Table.Th scope="col">Status</Table.Th>
                  <Table.Th scope="col">Asked</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {requests.map((r) => (
                  <Table.Tr key={r._id}>
                    <Table.Td>{r.name_of_pitch}</Table.Td>
                    <Table.Td>{r.investor_name}</Table.Td>
                    <Table.Td>{r.status}</Table.Td>
                    <Table.Td>{when(r.created_at)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Box>
        )}
      </section>

      <UserCommitments commitments={commitments} />

      {user.user_type === 'investor' && <UserCertification certifications={certifications} />}

      <section aria-labelledby="user-history">
        <Title order={2} size="h4" id="user-history" mb="xs">
          Moderation history
        </Title>
        {history.length === 0 ? (
          <Text size="sm">No admin actions yet.</Text>
        ) : (
          <List size="sm" spacing={4}>
            {history.map((entry) => (
              <List.Item key={entry._id}>
                {when(entry.created_at)}: {entry.action} ({entry.target_type}) by{' '}
                {entry.admin_name || 'an admin'}
                {entry.reason ? `: ${entry.reason}` : ''}
              </List.Item>
            ))}
          </List>
        )}
      </section>

      <ReasonDialog
        opened={confirming}
        title={`Suspend ${name}`}
        consequence="Their sessions end at once, they cannot sign in, their profile and pitches leave public view and their conversations turn read-only, until an admin restores the account."
        confirmLabel="Suspend"
        onClose={() => setConfirming(false)}
        onConfirm={async (reason) => {
          const answer = await suspend.mutateAsync({ userId: user._id, reason });
          notify(answer.message);
        }}
      />
    </Stack>
  );
}
