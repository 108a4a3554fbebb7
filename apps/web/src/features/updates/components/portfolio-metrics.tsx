import '@mantine/charts/styles.layer.css';
import type { MetricSeries } from '@angelbridge/contracts';
import { webPaths } from '@angelbridge/contracts/web-paths';
import { Sparkline } from '@mantine/charts';
import { Anchor, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router-dom';
import { ChartFrame } from '../../../components/chart-frame';
import { LoadFailure, Loading } from '../../../components/load-states';
import { usePortfolioMetrics } from '../api/get-portfolio-metrics';
import { seriesSummary } from './metric-words';
import { formatMetric, formatPeriod } from './update-words';

/**
 * The portfolio's companies, each with its latest numbers and a sparkline of each. The sparkline is a
 * picture of the trend whose words (first, last, lowest, highest) are its name; the latest value is text.
 * Loaded on its own chunk by the portfolio page (recharts is large).
 */
export function PortfolioMetrics() {
  const metrics = usePortfolioMetrics();
  let content: React.ReactNode;
  if (metrics.isPending) content = <Loading label="Loading your companies' metrics" heights={[120]} />;
  else if (metrics.isError)
    content = (
      <LoadFailure
        title="Your companies' metrics could not be loaded"
        error={metrics.error}
        retry={() => void metrics.refetch()}
      />
    );
  else if (metrics.data.companies.length === 0)
    content = (
      <Text c="gray.7">
        No numbers yet: when a company sends you an update with metrics, its latest numbers show here.{' '}
        <Anchor component={Link} to={webPaths.updates}>
          Your updates
        </Anchor>
      </Text>
    );
  else
    content = (
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
        {metrics.data.companies.map((company) => (
          <Paper
            key={company.pitch_id}
            withBorder
            radius="md"
            p="md"
            component="article"
            aria-label={company.name_of_pitch}
            data-testid="company-metrics"
          >
            <Text fw={700} mb="xs">
              {company.name_of_pitch}
            </Text>
            <Stack gap="sm" component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
              {company.series.map((series) => (
                <SeriesLine key={series.key} series={series} />
              ))}
            </Stack>
          </Paper>
        ))}
      </SimpleGrid>
    );
  return (
    <section aria-labelledby="portfolio-metrics-title">
      <Group justify="space-between" mb="sm" wrap="wrap">
        <Title order={2} size="h4" id="portfolio-metrics-title">
          Latest metrics
        </Title>
        <Anchor component={Link} to={webPaths.updates} size="sm">
          All updates
        </Anchor>
      </Group>
      {content}
    </section>
  );
}

function SeriesLine({ series }: { series: MetricSeries }) {
  const last = series.points.at(-1);
  if (!last) return null;
  return (
    <Group component="li" justify="space-between" wrap="nowrap" gap="sm">
      <div style={{ minWidth: 0 }}>
        <Text size="sm" c="gray.7" truncate>
          {series.label}
        </Text>
        <Text fw={700}>
          {formatMetric(series.unit, last.value)}{' '}
          <Text span size="xs" c="gray.7" fw={400}>
            {formatPeriod(last.period)}
          </Text>
        </Text>
      </div>
      {series.points.length > 1 && (
        <ChartFrame label={seriesSummary(series)} style={{ flex: '0 0 120px' }}>
          <Sparkline
            w={120}
            h={40}
            data={series.points.map((point) => point.value)}
            curveType="linear"
            color="indigo.6"
            fillOpacity={0.2}
            strokeWidth={2}
          />
        </ChartFrame>
      )}
    </Group>
  );
}
