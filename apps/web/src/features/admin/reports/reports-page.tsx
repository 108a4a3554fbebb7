import { REPORT_STATUSES, type ReportStatus } from '@angelbridge/contracts';
import {
  Alert,
  Button,
  Center,
  Group,
  Pagination,
  Select,
  Skeleton,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { type ReactNode, useState } from 'react';
import { useReports } from './api/reports';
import { ReportCard, STATUS_LABELS } from './report-card';
import { type Resolution, ResolveDialog } from './resolve-dialog';

const FILTERS = [
  ...REPORT_STATUSES.map((status) => ({ value: status, label: STATUS_LABELS[status] })),
  { value: 'all', label: 'All reports' },
];

/** /admin/reports: the queue of users' reports, open ones first by default. */
export function ReportsPage() {
  const [filter, setFilter] = useState<ReportStatus | 'all'>('open');
  const [page, setPage] = useState(1);
  const [resolution, setResolution] = useState<Resolution | null>(null);
  const query = useReports(filter === 'all' ? undefined : filter, page);
  const data = query.data;
  const pages = data ? Math.max(1, Math.ceil(data.total / data.page_size)) : 1;

  let body: ReactNode;
  if (query.isPending) {
    body = (
      <Stack role="status" aria-busy="true" aria-label="Loading reports">
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} height={140} radius="md" />
        ))}
      </Stack>
    );
  } else if (query.isError && !data) {
    body = (
      <Alert color="red" title="Could not load the reports">
        <Button size="xs" mt="xs" onClick={() => void query.refetch()}>
          Try again
        </Button>
      </Alert>
    );
  } else if (!data || data.reports.length === 0) {
    body = (
      <Text c="gray.7" py="xl" ta="center">
        {filter === 'open' ? 'No open reports. All clear.' : 'No reports here.'}
      </Text>
    );
  } else {
    body = (
      <Stack gap="md">
        {data.reports.map((report) => (
          <ReportCard
            key={report._id}
            report={report}
            onResolve={(action) => setResolution({ report, action })}
          />
        ))}
        {pages > 1 && (
          <Center>
            <Pagination total={pages} value={page} onChange={setPage} aria-label="Report pages" />
          </Center>
        )}
      </Stack>
    );
  }

  return (
    <Stack gap="lg">
      <title>Reports · Admin · AngelBridge</title>
      <Group justify="space-between" align="flex-end" wrap="wrap">
        <Title order={1} size="h2">
          Reports
        </Title>
        <Select
          label="Show"
          data={FILTERS}
          value={filter}
          allowDeselect={false}
          onChange={(value) => {
            setFilter((value ?? 'open') as ReportStatus | 'all');
            setPage(1);
          }}
          w={220}
        />
      </Group>
      {data && (
        <Text size="sm" c="gray.7" aria-live="polite">
          {data.total} {data.total === 1 ? 'report' : 'reports'}
        </Text>
      )}
      {body}
      <ResolveDialog resolution={resolution} onClose={() => setResolution(null)} />
    </Stack>
  );
}
