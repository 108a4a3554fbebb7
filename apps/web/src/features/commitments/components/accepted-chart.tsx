import '@mantine/charts/styles.layer.css';
import { AreaChart } from '@mantine/charts';
import { ChartFrame } from '../../../components/chart-frame';
import { formatDay, formatMoney } from './commitment-words';

export interface AcceptedPoint {
  day: string;
  accepted_total: number;
}

/**
 * Accepted money over time, one point per day it changed. Loaded on its own (recharts is large) and only
 * on the founder's Round page; the figures are in words beside it, so the drawing is one labelled image.
 */
export function AcceptedChart({ points, target }: { points: AcceptedPoint[]; target: number }) {
  const data = points.map((point) => ({ day: formatDay(point.day), accepted_total: point.accepted_total }));
  const last = points.at(-1);
  const label = last
    ? `Accepted money over time: from ${formatMoney(points[0]?.accepted_total ?? 0)} on ${formatDay(points[0]?.day ?? last.day)} to ${formatMoney(last.accepted_total)} on ${formatDay(last.day)}, of a ${formatMoney(target)} target`
    : 'Accepted money over time: none yet';
  return (
    <ChartFrame label={label}>
      <AreaChart
        h={240}
        data={data}
        dataKey="day"
        curveType="stepAfter"
        withDots={data.length < 30}
        tickLine="none"
        valueFormatter={(value) => formatMoney(value)}
        yAxisProps={{ width: 96 }}
        referenceLines={[{ y: target, label: 'Target', color: 'gray.6' }]}
        // A focusable chart inside an image would trap keyboard users.
        areaChartProps={{ accessibilityLayer: false }}
        series={[{ name: 'accepted_total', label: 'Accepted', color: 'teal.6' }]}
      />
    </ChartFrame>
  );
}
