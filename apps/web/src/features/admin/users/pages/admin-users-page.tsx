import { ACCOUNT_TYPES, SEARCH_QUERY_MAX, USER_STATUSES } from '@angelbridge/contracts';
import { webPaths } from '@angelbridge/contracts/web-paths';
import { Anchor, Badge, Button, Group, Select, Table, TextInput } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import cards from '../../../../components/row-cards.module.css';
import { formatDate } from '../../../../lib/format';
import { AdminListPage } from '../../admin-list-page';
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
  const query = useAdminUsers(filter);
  const data = query.data;

  return (
    <AdminListPage
      title="Users"
      intro={
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
      }
      query={query}
      list={data && { ...data, rows: data.users.length }}
      page={data?.page ?? 1}
      onPage={(page) => setFilter((f) => ({ ...f, page }))}
      count={(total) => `${total} ${total === 1 ? 'user' : 'users'}`}
      loadingLabel="Loading users"
      errorTitle="The users could not be loaded"
      empty="No users match."
      pagesLabel="User pages"
    >
      <Table.ScrollContainer minWidth={640} className={cards.scroll}>
        <Table striped highlightOnHover className={cards.table}>
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
            {data?.users.map((user) => (
              <Table.Tr key={user._id}>
                <Table.Td data-label="Name">
                  <Anchor component={Link} to={`${webPaths.admin}/users/${user._id}`}>
                    {user.first_name} {user.last_name}
                  </Anchor>
                </Table.Td>
                <Table.Td data-label="E-mail">{user.email}</Table.Td>
                <Table.Td data-label="Role">{ROLE_LABELS[user.user_type]}</Table.Td>
                <Table.Td data-label="Status">
                  <Badge color={accountState(user).color} variant="light">
                    {accountState(user).label}
                  </Badge>
                </Table.Td>
                <Table.Td data-label="Joined">{dateOf(user.created_at)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </AdminListPage>
  );
}
