import { REPORT_STATUSES, type ReportStatus } from '@angelbridge/contracts';
import { Select } from '@mantine/core';
import { useState } from 'react';
import { AdminListPage } from '../admin-list-page';
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
  return (
    <>
      <AdminListPage
        title="Reports"
        aside={
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
        }
        query={query}
        list={data && { ...data, rows: data.reports.length }}
        page={page}
        onPage={setPage}
        count={(total) => `${total} ${total === 1 ? 'report' : 'reports'}`}
        loadingLabel="Loading reports"
        skeletonHeight={140}
        errorTitle="Could not load the reports"
        empty={filter === 'open' ? 'No open reports. All clear.' : 'No reports here.'}
        pagesLabel="Report pages"
      >
        {data?.reports.map((report) => (
          <ReportCard
            key={report._id}
            report={report}
            onResolve={(action) => setResolution({ report, action })}
          />
        ))}
      </AdminListPage>
      <ResolveDialog resolution={resolution} onClose={() => setResolution(null)} />
    </>
  );
}
