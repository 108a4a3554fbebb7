import type { CommitmentTotals } from '@angelbridge/contracts';
import { Paper, Progress, SimpleGrid, Text } from '@mantine/core';
import { formatMoney } from './commitment-words';

/** The round's figures in words (what a screen reader gets instead of the chart) and its progress bar. */
export function RoundTotals({ totals }: { totals: CommitmentTotals }) {
  const figures: [string, string][] = [
    ['Accepted', formatMoney(totals.accepted)],
    ['Accepted, conditions met', formatMoney(totals.accepted_conditions_met)],
    ['Indicated', formatMoney(totals.indicated)],
    ['Investors', String(totals.investors)],
    ['Target', formatMoney(totals.target)],
  ];
  const words = `${formatMoney(totals.accepted)} of ${formatMoney(totals.target)} accepted (${totals.percent_of_target}%)`;
  return (
    <>
      <SimpleGrid cols={{ base: 2, sm: 3, md: 5 }} spacing="sm" component="dl" m={0}>
        {figures.map(([label, value]) => (
          <Paper key={label} withBorder radius="md" p="md">
            <Text component="dt" size="sm" c="gray.7" fw={600}>
              {label}
            </Text>
            <Text component="dd" m={0} fz={22} fw={700} lh={1.3}>
              {value}
            </Text>
          </Paper>
        ))}
      </SimpleGrid>
      <div>
        <Progress
          value={Math.min(100, totals.percent_of_target)}
          size="xl"
          radius="xl"
          color="teal.8"
          aria-label={words}
        />
        <Text mt={4} fw={600} data-testid="round-total-words">
          {words}
        </Text>
      </div>
    </>
  );
}
