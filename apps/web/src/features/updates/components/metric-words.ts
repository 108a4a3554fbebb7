import type { MetricSeries } from '@angelbridge/contracts';
import { formatMetric, formatPeriod } from './update-words';

/**
 * A series in one sentence, what a chart tells a screen reader: where it started, where it is now, and
 * its lowest and highest months. Every point is in the table beside it.
 */
export function seriesSummary(series: Pick<MetricSeries, 'label' | 'unit' | 'points'>): string {
  const { points, unit, label } = series;
  const first = points[0];
  const last = points.at(-1);
  if (!first || !last) return `${label}: no values yet`;
  const at = (point: { period: string; value: number }) =>
    `${formatMetric(unit, point.value)} in ${formatPeriod(point.period, true)}`;
  if (points.length === 1) return `${label}: ${at(first)}`;
  const low = points.reduce((min, point) => (point.value < min.value ? point : min), first);
  const high = points.reduce((max, point) => (point.value > max.value ? point : max), first);
  return `${label} over ${points.length} months: from ${at(first)} to ${at(last)}; lowest ${at(low)}, highest ${at(high)}`;
}
