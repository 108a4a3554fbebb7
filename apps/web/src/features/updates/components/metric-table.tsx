import type { Metric } from '@angelbridge/contracts';
import { Table } from '@mantine/core';
import { formatMetric, formatPeriod, words } from './update-words';

/** The numbers one update reports: each metric's value for its month. */
export function MetricTable({ metrics, caption }: { metrics: Metric[]; caption: string }) {
  return (
    <Table.ScrollContainer minWidth={300}>
      <Table verticalSpacing="xs" aria-label={caption} striped>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">Metric</Table.Th>
            <Table.Th scope="col" ta="right">
              {words.value}
            </Table.Th>
            <Table.Th scope="col">{words.month}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {metrics.map((metric) => (
            <Table.Tr key={`${metric.key} ${metric.period}`}>
              <Table.Th scope="row" fw={500}>
                {metric.label}
              </Table.Th>
              <Table.Td ta="right" fw={700} style={{ whiteSpace: 'nowrap' }}>
                {formatMetric(metric.unit, metric.value)}
              </Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatPeriod(metric.period)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
