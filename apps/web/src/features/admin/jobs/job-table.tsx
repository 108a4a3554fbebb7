import type { AdminJob } from '@angelbridge/contracts';
import { Badge, Button, Table, Text, VisuallyHidden } from '@mantine/core';
import cards from '../../../components/row-cards.module.css';
import { formatDateTime } from '../../../lib/format';
import classes from './job-table.module.css';

export const STATE_LABELS: Record<AdminJob['state'], string> = {
  failed: 'Failed',
  scheduled: 'Scheduled',
  due: 'Due',
  done: 'Done',
};
const STATE_COLORS: Record<AdminJob['state'], string> = {
  failed: 'red',
  scheduled: 'blue',
  due: 'orange',
  done: 'green',
};

export const when = formatDateTime;

/** The jobs of one state: kind, state, when it runs, its tries and last error, and "Run now". */
export function JobTable({
  jobs,
  caption,
  onRunNow,
}: {
  jobs: AdminJob[];
  caption: string;
  onRunNow: (job: AdminJob) => void;
}) {
  return (
    <Table className={cards.table} striped verticalSpacing="xs" aria-label={caption}>
      <Table.Thead>
        <Table.Tr>
          <Table.Th scope="col">Kind</Table.Th>
          <Table.Th scope="col">State</Table.Th>
          <Table.Th scope="col">Run at</Table.Th>
          <Table.Th scope="col">Attempts</Table.Th>
          <Table.Th scope="col">Last error</Table.Th>
          <Table.Th scope="col">
            <VisuallyHidden>Action</VisuallyHidden>
          </Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {jobs.map((job) => (
          <Table.Tr key={job._id}>
            <Table.Td data-label="Kind">
              <Text span ff="monospace" size="sm">
                {job.kind}
              </Text>{' '}
              <Text span size="xs" c="gray.7">
                #{job._id}
              </Text>
            </Table.Td>
            <Table.Td data-label="State">
              <Badge color={STATE_COLORS[job.state]} variant="light">
                {STATE_LABELS[job.state]}
              </Badge>
            </Table.Td>
            <Table.Td data-label="Run at">{when(job.run_at)}</Table.Td>
            <Table.Td data-label="Attempts">{job.attempts}</Table.Td>
            <Table.Td data-label="Last error">
              {job.last_error ? (
                <Text size="sm" className={classes.error}>
                  {job.last_error}
                </Text>
              ) : (
                <Text span size="sm" c="gray.7">
                  None
                </Text>
              )}
            </Table.Td>
            <Table.Td>
              <Button
                size="xs"
                variant="light"
                onClick={() => onRunNow(job)}
                aria-label={`Run job ${job._id} (${job.kind}) now`}
              >
                Run now
              </Button>
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
