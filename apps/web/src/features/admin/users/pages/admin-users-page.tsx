import { ACCOUNT_TYPES, USER_STATUSES, type UserStatus } from '@angelbridge/contracts';
import { webPaths } from '@angelbridge/contracts/web-paths';
import { Anchor, Badge, Table } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import cards from '../../../../components/row-cards.module.css';
import { formatDate } from '../../../../lib/format';
import { AdminFilterBar, AdminFilterSelect } from '../../admin-filter-bar';
import { AdminListPage } from '../../admin-list-page';
import { accountState } from '../account-state';
import { type UserFilter, useAdminUsers } from '../api/admin-users';

const ROLE_LABELS: Record<(typeof ACCOUNT_TYPES)[number], string> = {
  entrepreneur: 'Entrepreneur',
  investor: 'Investor',
  admin: 'Admin',
};
const STATUS_LABELS: Record<UserStatus, string> = { active: 'Active', suspended: 'Suspended' };
const dateOf = formatDate;

/** /admin/users: every account, searched by name or e-mail and filtered by role and status. */
export function AdminUsersPage() {
  const [filter, setFilter] = useState<UserFilter>({ page: 1 });
  const query = useAdminUsers(filter);
  const data = query.data;

  return (
    <AdminListPage
      title="Users"
      intro={
        <AdminFilterBar
          label="Search users"
          searchLabel="Name or e-mail"
          onSearch={(q) => setFilter((f) => ({ ...f, q, page: 1 }))}
        >
          <AdminFilterSelect
            label="Role"
            placeholder="All roles"
            options={ACCOUNT_TYPES}
            labels={ROLE_LABELS}
            value={filter.role}
            onChange={(role) => setFilter((f) => ({ ...f, role, page: 1 }))}
            width={170}
          />
          <AdminFilterSelect
            label="Status"
            placeholder="Any status"
            options={USER_STATUSES}
            labels={STATUS_LABELS}
            value={filter.status}
            onChange={(status) => setFilter((f) => ({ ...f, status, page: 1 }))}
            width={170}
          />
        </AdminFilterBar>
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
