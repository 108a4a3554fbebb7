import { ACCOUNT_TYPES, SEARCH_QUERY_MAX, USER_STATUSES } from '@angelbridge/contracts';
import { webPaths } from '@angelbridge/contracts/web-paths';
import {
  Alert,
  Anchor,
  Badge,
  Button,
  Group,
  Pagination,
  Select,
  Skeleton,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { errorMessage } from '../../../../lib/api-client';
import { formatDate } from '../../../../lib/format';
import { accountState } from '../account-state';
import { type UserFilter, useAdminUsers } from '../api/admin-users';

const ROLE_LABELS: Record<(typeof ACCOUNT_TYPES)[number], string> = {
  entrepreneur: 'Entrepreneur',
  investor: 'Investor',
  admin: 'Admin',
};
const dateOf = formatDate;

/** /admin/users: every account, searched by name or e-mail and filtered by role and status. */
export function AdminUsersPage() {
  const [text, setText] = useState('');
  const [filter, setFilter] = useState<UserFilter>({ page: 1 });
  const { data, isPending, isFetching, error, refetch } = useAdminUsers(filter);
  const pages = data ? Math.max(1, Math.ceil(data.total / data.page_size)) : 1;

  return (
    <Stack gap="md">
      <title>Users · Admin · AngelBridge</title>
      <Title order={1} size="h2">
        Users
      </Title>
      <search aria-label="Search users">
        <form
          onSubmit={(event) => {
            event.preventDefault();
            setFilter((f) => ({ ...f, q: text.trim() || undefined, page: 1 }));
          }}
        >
          <Group align="end" gap="sm" wrap="wrap">
            <TextInput
              label="Name or e-mail"
              value={text}
              onChange={(event) => setText(event.currentTarget.value)}
              maxLength={SEARCH_QUERY_MAX}
              style={{ flex: '1 1 220px' }}
            />
            <Select
              label="Role"
              placeholder="All roles"
              clearable
              data={ACCOUNT_TYPES.map((value) => ({ value, label: ROLE_LABELS[value] }))}
              value={filter.role ?? null}
              onChange={(role) =>
                setFilter((f) => ({ ...f, role: (role as UserFilter['role']) ?? undefined, page: 1 }))
              }
              w={170}
            />
            <Select
              label="Status"
              placeholder="Any status"
              clearable
              data={USER_STATUSES.map((value) => ({
                value,
                label: value === 'active' ? 'Active' : 'Suspended',
              }))}
              value={filter.status ?? null}
              onChange={(status) =>
                setFilter((f) => ({ ...f, status: (status as UserFilter['status']) ?? undefined, page: 1 }))
              }
              w={170}
            />
            <Button type="submit">Search</Button>
          </Group>
        </form>
      </search>

      {isPending ? (
        <Stack role="status" aria-label="Loading users">
          <Skeleton height={36} />
          <Skeleton height={36} />
          <Skeleton height={36} />
        </Stack>
      ) : error ? (
        <Alert color="red" title="The users could not be loaded" role="alert">
          <Text size="sm">{errorMessage(error)}</Text>
          <Button mt="sm" variant="light" onClick={() => refetch()}>
            Try again
          </Button>
        </Alert>
      ) : data.users.length === 0 ? (
        <Text role="status">No users match.</Text>
      ) : (
        <>
          <Text size="sm" c="dimmed" aria-live="polite">
            {data.total} {data.total === 1 ? 'user' : 'users'}
            {isFetching ? ' (updating)' : ''}
          </Text>
          <Table.ScrollContainer minWidth={640}>
            <Table striped highlightOnHover>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th scope="col">Name</Table.Th>
                  <Table.Th scope="col">E-mail</Table.Th>
                  <Table.Th scope="col">Role</Table.Th>
                  <Table.Th scope="col">Status</Table.Th>
                  <Table.Th scope="col">Joined</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {data.users.map((user) => (
                  <Table.Tr key={user._id}>
                    <Table.Td>
                      <Anchor component={Link} to={`${webPaths.admin}/users/${user._id}`}>
                        {user.first_name} {user.last_name}
                      </Anchor>
                    </Table.Td>
                    <Table.Td>{user.email}</Table.Td>
                    <Table.Td>{ROLE_LABELS[user.user_type]}</Table.Td>
                    <Table.Td>
                      <Badge color={accountState(user).color} variant="light">
                        {accountState(user).label}
                      </Badge>
                    </Table.Td>
                    <Table.Td>{dateOf(user.created_at)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
          {pages > 1 && (
            <Pagination
              total={pages}
              value={data.page}
              onChange={(page) => setFilter((f) => ({ ...f, page }))}
              getControlProps={(control) => ({ 'aria-label': `${control} page` })}
            />
          )}
        </>
      )}
    </Stack>
  );
}
