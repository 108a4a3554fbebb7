import { Paper, Text, Title } from '@mantine/core';
import { lazy, Suspense, useEffect } from 'react';
import { LoadFailure, Loading } from '../../../components/load-states';
import { usePitchMetrics } from '../api/get-pitch-metrics';
import { words } from './update-words';

// recharts is large: the charts are their own chunk
const loadCharts = () => import('./metric-charts');
const MetricCharts = lazy(() => loadCharts().then((m) => ({ default: m.MetricCharts })));

/** The pitch's metrics over time, from the published updates the reader may read. */
export function MetricsOverTime({ pitchId }: { pitchId: string }) {
  const metrics = usePitchMetrics(pitchId);
  // the chunk downloads while the metrics are asked for, not after they arrive
  useEffect(() => void loadCharts(), []);
  let content: React.ReactNode;
  if (metrics.isPending) content = <Loading label={words.chartsLoading} heights={[200]} />;
  else if (metrics.isError)
    content = (
      <LoadFailure title={words.chartsError} error={metrics.error} retry={() => void metrics.refetch()} />
    );
  else {
    const series = metrics.data.series.filter((one) => one.points.length > 0);
    content =
      series.length === 0 ? (
        <Text c="gray.7">{words.chartsEmpty}</Text>
      ) : (
        <Suspense fallback={<Loading label={words.chartsLoading} heights={[200]} />}>
          <MetricCharts series={series} />
        </Suspense>
      );
  }
  return (
    <Paper
      withBorder
      radius="md"
      p={{ base: 'md', sm: 'lg' }}
      component="section"
      aria-labelledby="metrics-over-time"
    >
      <Title order={2} size="h4" id="metrics-over-time" mb="md">
        {words.chartsTitle}
      </Title>
      {content}
    </Paper>
  );
}
