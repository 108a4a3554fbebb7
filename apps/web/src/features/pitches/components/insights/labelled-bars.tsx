import { Group, Progress, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import classes from './labelled-bars.module.css';

export interface Bar {
  name: string;
  value: number;
  /** What is shown for the value (a duration, a count); the value itself by default. */
  shown?: ReactNode;
  /** More about the bar, beside its value (the tab's number of views). */
  aside?: ReactNode;
  color?: string;
}

interface LabelledBarsProps {
  bars: Bar[];
  label: string;
  color: string;
}

/**
 * Bars with their names above them, not written inside: a long name (a tab, a file, "Contact requests
 * (0%)") wraps on its own line and can never run over its neighbours or out of a short or empty bar, as
 * it did inside the charts library's bars (issue 23).
 */
export function LabelledBars({ bars, label, color }: LabelledBarsProps) {
  const largest = Math.max(0, ...bars.map((bar) => bar.value));
  return (
    <Stack component="ul" gap="sm" className={classes.list} aria-label={label}>
      {bars.map((bar) => (
        <li key={bar.name}>
          <Group justify="space-between" align="flex-start" gap="xs" wrap="nowrap">
            <Text size="sm" fw={500} className={classes.name}>
              {bar.name}
            </Text>
            <Group gap="xs" wrap="nowrap" className={classes.figures}>
              <Text size="sm" fw={700}>
                {bar.shown ?? bar.value}
              </Text>
              {bar.aside}
            </Group>
          </Group>
          <Progress
            value={largest > 0 ? (bar.value / largest) * 100 : 0}
            color={bar.color ?? color}
            size="md"
            mt={4}
            aria-hidden="true"
          />
        </li>
      ))}
    </Stack>
  );
}
