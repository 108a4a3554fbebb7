import '@mantine/charts/styles.layer.css';
import {
  INSTRUMENT_LABELS,
  PITCH_INSTRUMENTS,
  type PitchInstrument,
  portfolioTexts as t,
} from '@angelbridge/contracts';
import { BarChart } from '@mantine/charts';
import { ChartFrame } from '../../../components/chart-frame';
import { formatMoney } from './portfolio-words';

export interface YearInstrumentAmount {
  year: number;
  instrument: PitchInstrument;
  amount: number;
}

const COLORS: Record<PitchInstrument, string> = {
  equity: 'indigo.6',
  safe: 'teal.6',
  convertible_note: 'grape.6',
  revenue_share: 'orange.6',
  other: 'gray.6',
};

/**
 * Money invested by year, stacked by instrument. Loaded on its own (recharts is large); the figures are
 * in words beside it, so the drawing is one labelled image and never a keyboard trap.
 */
export function PortfolioChart({ rows }: { rows: YearInstrumentAmount[] }) {
  const years = [...new Set(rows.map((row) => row.year))].sort((a, b) => a - b);
  const instruments = PITCH_INSTRUMENTS.filter((instrument) =>
    rows.some((row) => row.instrument === instrument),
  );
  const amountOf = (year: number, instrument: PitchInstrument) =>
    rows
      .filter((row) => row.year === year && row.instrument === instrument)
      .reduce((sum, row) => sum + row.amount, 0);
  const data = years.map((year) => ({
    year: String(year),
    ...Object.fromEntries(instruments.map((instrument) => [instrument, amountOf(year, instrument)])),
  }));
  const words = years
    .map((year) => {
      const parts = instruments
        .filter((instrument) => amountOf(year, instrument) > 0)
        .map((instrument) => `${INSTRUMENT_LABELS[instrument]} ${formatMoney(amountOf(year, instrument))}`);
      return `${year}: ${parts.join(', ')}`;
    })
    .join('; ');
  return (
    <ChartFrame label={t.chartLabel(words)}>
      <BarChart
        h={260}
        data={data}
        dataKey="year"
        type="stacked"
        withLegend
        tickLine="none"
        valueFormatter={(value) => formatMoney(value)}
        yAxisProps={{ width: 96 }}
        barChartProps={{ accessibilityLayer: false }}
        series={instruments.map((instrument) => ({
          name: instrument,
          label: INSTRUMENT_LABELS[instrument],
          color: COLORS[instrument],
        }))}
      />
    </ChartFrame>
  );
}
