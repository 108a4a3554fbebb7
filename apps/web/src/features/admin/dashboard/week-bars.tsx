import { Box, Text } from '@mantine/core';

interface WeekBarsProps {
  title: string;
  values: readonly (number | null)[];
  /** How the latest value reads under the title. */
  format: (value: number) => string;
}

const WIDTH = 240;
const HEIGHT = 80;

/**
 * One metric over the weeks as plain SVG bars (no chart library). Decorative for screen readers: the
 * same numbers are in the table below the charts, so the figure only names itself and its last value.
 */
export function WeekBars({ title, values, format }: WeekBarsProps) {
  const max = Math.max(1, ...values.map((v) => v ?? 0));
  const slot = WIDTH / Math.max(1, values.length);
  const latest = values[values.length - 1];
  return (
    <Box
      component="figure"
      m={0}
      p="sm"
      style={{ border: '1px solid var(--mantine-color-default-border)', borderRadius: 8 }}
    >
      <Text component="figcaption" fw={600} size="sm">
        {title}
      </Text>
      <Text size="xl" fw={700}>
        {latest === null || latest === undefined ? '—' : format(latest)}
        <Text span size="xs" c="dimmed" ml={6}>
          this week
        </Text>
      </Text>
      <svg
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        width="100%"
        height={HEIGHT}
        aria-hidden="true"
        focusable="false"
      >
        {values.map((value, i) => {
          const h = value === null ? 0 : Math.max(2, (value / max) * (HEIGHT - 4));
          return (
            <rect
              // biome-ignore lint/suspicious/noArrayIndexKey: the weeks are a fixed, ordered list
              key={i}
              x={i * slot + 2}
              y={HEIGHT - h}
              width={slot - 4}
              height={h}
              rx={2}
              fill={value === null ? 'transparent' : 'var(--mantine-primary-color-filled)'}
              opacity={i === values.length - 1 ? 1 : 0.6}
            />
          );
        })}
      </svg>
    </Box>
  );
}
