import '@mantine/charts/styles.layer.css';
import type { MetricSeries } from '@angelbridge/contracts';
import { LineChart } from '@mantine/charts';
import { Paper, SimpleGrid, Table, Text, Title } from '@mantine/core';
import { ChartFrame } from '../../../components/chart-frame';
import classes from './metric-charts.module.css';
import { seriesSummary } from './metric-words';
import { formatMetric, formatPeriod, words } from './update-words';

/**
 * Each metric over time, one line chart per metric. Loaded on its own (recharts is large). The drawing
 * is one labelled image, never a keyboard trap; its sentence says the trend, and every point is in a
 * table under a disclosure, for whoever cannot see the chart or wants the exact numbers.
 */
export function MetricCharts({ series }: { series: MetricSeries[] }) {
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
      {series.map((one) => (
        <MetricChart key={one.key} series={one} />
      ))}
    </SimpleGrid>
  );
}

function MetricChart({ series }: { series: MetricSeries }) {
  const id = `metric-chart-${series.key}`;
  const data = series.points.map((point) => ({ period: formatPeriod(point.period), value: point.value }));
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby={id} data-testid="metric-chart">
      <Title order={3} size="h5" id={id} mb="xs">
        {series.label}
      </Title>
      <ChartFrame label={seriesSummary(series)}>
        <LineChart
          h={200}
          data={data}
          dataKey="period"
          withDots
          tickLine="none"
          curveType="linear"
          valueFormatter={(value) => formatMetric(series.unit, value)}
          yAxisProps={{ width: 84 }}
          // a focusable chart inside an image would trap keyboard users
          lineChartProps={{ accessibilityLayer: false }}
          series={[{ name: 'value', label: series.label, color: 'indigo.6' }]}
        />
      </ChartFrame>
      {series.points.length === 1 && (
        <Text size="xs" c="gray.7" mt={4}>
          One month so far: the line grows with each update.
        </Text>
      )}
      <details className={classes.details}>
        <summary className={classes.summary}>{words.showTable(series.label)}</summary>
        <Table verticalSpacing={4} mt="xs" aria-label={series.label}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{words.month}</Table.Th>
              <Table.Th scope="col" ta="right">
                {words.value}
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {series.points.map((point) => (
              <Table.Tr key={point.period}>
                <Table.Th scope="row" fw={400}>
                  {formatPeriod(point.period, true)}
                </Table.Th>
                <Table.Td ta="right">{formatMetric(series.unit, point.value)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </details>
    </Paper>
  );
}
