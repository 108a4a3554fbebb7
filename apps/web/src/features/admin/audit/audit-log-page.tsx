import type { AuditEntry } from '@angelbridge/contracts';
import { Code, Table, Text } from '@mantine/core';
import { useState } from 'react';
import cards from '../../../components/row-cards.module.css';
import { formatDateTime } from '../../../lib/format';
import { AdminListPage } from '../admin-list-page';
import { type AuditQuery, useAuditLog } from './api/get-audit-log';
import { AuditFilters } from './audit-filters';
import { actionWords, targetWords } from './audit-words';

const when = formatDateTime;

function Changes({ entry }: { entry: AuditEntry }) {
  if (entry.before == null && entry.after == null) return <Text size="sm">—</Text>;
  return (
    <details>
      <summary>Before and after</summary>
      <Text size="xs" fw={600} mt={4}>
        Before
      </Text>
      <Code block>{JSON.stringify(entry.before, null, 2)}</Code>
      <Text size="xs" fw={600} mt={4}>
        After
      </Text>
      <Code block>{JSON.stringify(entry.after, null, 2)}</Code>
    </details>
  );
}

/** Every admin action, newest first: who, what, on what, why, the change, and the request's id. */
export function AuditLogPage() {
  const [query, setQuery] = useState<AuditQuery>({ page: 1 });
  const log = useAuditLog(query);
  const data = log.data;
  return (
    <AdminListPage
      title="Audit log"
      intro={
        <>
          <Text size="sm" c="dimmed">
            Every admin action is written here with the action itself; nobody can change or delete an entry.
          </Text>
          <AuditFilters choices={data?.filters} value={query} onChange={setQuery} />
        </>
      }
      query={log}
      list={data && { ...data, rows: data.entries.length }}
      page={query.page}
      onPage={(page) => setQuery({ ...query, page })}
      count={(total) => `${total} ${total === 1 ? 'entry' : 'entries'}`}
      loadingLabel="Loading the audit log"
      errorTitle="The audit log could not be loaded"
      empty={`No admin action matches${query.page > 1 ? ' on this page' : ''}.`}
      pagesLabel="Audit log pages"
    >
      <Table.ScrollContainer minWidth={900} className={cards.scroll}>
        <Table striped withTableBorder verticalSpacing="xs" className={cards.table}>
          <Table.Caption>Admin actions, newest first</Table.Caption>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">When</Table.Th>
              <Table.Th scope="col">Admin</Table.Th>
              <Table.Th scope="col">Action</Table.Th>
              <Table.Th scope="col">Target</Table.Th>
              <Table.Th scope="col">Reason</Table.Th>
              <Table.Th scope="col">Change</Table.Th>
              <Table.Th scope="col">Request id</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {data?.entries.map((entry) => (
              <Table.Tr key={entry._id}>
                <Table.Td data-label="When">{when(entry.created_at)}</Table.Td>
                <Table.Td data-label="Admin">
                  {entry.admin_name}
                  <Text size="xs" c="dimmed">
                    {entry.admin_email}
                  </Text>
                </Table.Td>
                <Table.Td data-label="Action" title={entry.action}>
                  {actionWords(entry.action)}
                </Table.Td>
                <Table.Td data-label="Target">
                  {targetWords(entry.target_type)}
                  {entry.target_name ? `: ${entry.target_name}` : ''}
                  <Text size="xs" c="dimmed" style={{ wordBreak: 'break-all' }}>
                    {entry.target_id}
                  </Text>
                </Table.Td>
                <Table.Td data-label="Reason">{entry.reason ?? '—'}</Table.Td>
                <Table.Td data-label="Change">
                  <Changes entry={entry} />
                </Table.Td>
                <Table.Td data-label="Request id">
                  <Code>{entry.request_id}</Code>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </AdminListPage>
  );
}
