import type { AuditEntry } from '@angelbridge/contracts';
import { Alert, Button, Code, Group, Pagination, Skeleton, Stack, Table, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { formatDateTime } from '../../../lib/format';
import { failureMessage } from '../../../lib/zod-form';
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
  const pages = data ? Math.max(1, Math.ceil(data.total / data.page_size)) : 1;
  return (
    <Stack gap="lg">
      <title>Audit log · Admin · AngelBridge</title>
      <Title order={1} size="h2">
        Audit log
      </Title>
      <Text size="sm" c="dimmed">
        Every admin action is written here with the action itself; nobody can change or delete an entry.
      </Text>
      <AuditFilters choices={data?.filters} value={query} onChange={setQuery} />
      {log.isPending && (
        <Stack gap="xs" role="status" aria-label="Loading the audit log">
          <Skeleton h={36} />
          <Skeleton h={36} />
          <Skeleton h={36} />
        </Stack>
      )}
      {log.isError && (
        <Alert color="red" title="The audit log could not be loaded" role="alert" variant="light">
          <Group justify="space-between">
            <Text size="sm">{failureMessage(log.error, 'Please try again.')}</Text>
            <Button size="xs" variant="light" onClick={() => log.refetch()}>
              Try again
            </Button>
          </Group>
        </Alert>
      )}
      {data && data.entries.length === 0 && (
        <Text role="status">No admin action matches{query.page > 1 ? ' on this page' : ''}.</Text>
      )}
      {data && data.entries.length > 0 && (
        <>
          <Text size="sm" role="status">
            {data.total} {data.total === 1 ? 'entry' : 'entries'}
          </Text>
          <Table.ScrollContainer minWidth={900}>
            <Table striped withTableBorder verticalSpacing="xs">
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
                {data.entries.map((entry) => (
                  <Table.Tr key={entry._id}>
                    <Table.Td>{when(entry.created_at)}</Table.Td>
                    <Table.Td>
                      {entry.admin_name}
                      <Text size="xs" c="dimmed">
                        {entry.admin_email}
                      </Text>
                    </Table.Td>
                    <Table.Td title={entry.action}>{actionWords(entry.action)}</Table.Td>
                    <Table.Td>
                      {targetWords(entry.target_type)}
                      {entry.target_name ? `: ${entry.target_name}` : ''}
                      <Text size="xs" c="dimmed" style={{ wordBreak: 'break-all' }}>
                        {entry.target_id}
                      </Text>
                    </Table.Td>
                    <Table.Td>{entry.reason ?? '—'}</Table.Td>
                    <Table.Td>
                      <Changes entry={entry} />
                    </Table.Td>
                    <Table.Td>
                      <Code>{entry.request_id}</Code>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
          {pages > 1 && (
            <Pagination
              total={pages}
              value={query.page}
              onChange={(page) => setQuery({ ...query, page })}
              getControlProps={(control) => ({
                'aria-label':
                  control === 'next' ? 'Next page' : control === 'previous' ? 'Previous page' : control,
              })}
              getItemProps={(page) => ({ 'aria-label': `Page ${page}` })}
            />
          )}
        </>
      )}
    </Stack>
  );
}
