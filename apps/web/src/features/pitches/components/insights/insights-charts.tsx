import '@mantine/charts/styles.layer.css';
import type { PitchInsights } from '@angelbridge/contracts';
import { AreaChart } from '@mantine/charts';
import { Badge, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { ChartFrame } from '../../../../components/chart-frame';
import { formatDuration } from './duration';
import { LabelledBars } from './labelled-bars';

const DAY = new Intl.DateTimeFormat('en-CA', { month: 'short', day: 'numeric', timeZone: 'UTC' });
const dayLabel = (date: string) => DAY.format(new Date(`${date}T00:00:00Z`));

export function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }} component="section" aria-label={title}>
      <Title order={2} size="h4" mb="md">
        {title}
      </Title>
      {children}
    </Paper>
  );
}

/** The period's figures in words, which is also what a screen reader gets instead of the chart. */
export function Totals({ insights }: { insights: PitchInsights }) {
  const { totals } = insights;
  const figures: [string, number][] = [
    ['Views', totals.views],
    ['Unique viewers', totals.unique_viewers],
    ['Document opens', totals.document_opens],
    ['Contact requests', totals.requests],
    ['Allowed', totals.allowed],
  ];
  return (
    <SimpleGrid cols={{ base: 2, sm: 3, md: 5 }} spacing="sm" component="dl" m={0}>
      {figures.map(([label, value]) => (
        <Paper key={label} withBorder radius="md" p="md">
          <Text component="dt" size="sm" c="gray.7" fw={600}>
            {label}
          </Text>
          <Text component="dd" m={0} fz={28} fw={700} lh={1.2}>
            {value}
          </Text>
        </Paper>
      ))}
    </SimpleGrid>
  );
}

export function ViewsChart({ insights }: { insights: PitchInsights }) {
  const data = insights.daily.map((day) => ({ ...day, day: dayLabel(day.date) }));
  return (
    <Section title="Views and unique viewers">
      <ChartFrame label={`Daily views and unique viewers over the last ${insights.days} days`}>
        <AreaChart
          h={260}
          data={data}
          dataKey="day"
          curveType="monotone"
          withLegend
          withDots={false}
          tickLine="none"
          // The figures are in words above; a focusable chart inside an image would trap keyboard users.
          areaChartProps={{ accessibilityLayer: false }}
          series={[
            { name: 'views', label: 'Views', color: 'bridge.6' },
            { name: 'unique_viewers', label: 'Unique viewers', color: 'teal.6' },
          ]}
        />
      </ChartFrame>
    </Section>
  );
}

export function TabTimes({ insights }: { insights: PitchInsights }) {
  return (
    <Section title="Time on each tab">
      <LabelledBars
        label="Time on each tab"
        color="bridge.4"
        bars={insights.tabs.map((tab) => ({
          name: tab.title,
          value: tab.seconds,
          shown: formatDuration(tab.seconds),
          aside: (
            <Text size="xs" c="gray.7" w={64} ta="right">
              {tab.views} {tab.views === 1 ? 'view' : 'views'}
            </Text>
          ),
        }))}
      />
    </Section>
  );
}

export function DocumentOpens({ insights }: { insights: PitchInsights }) {
  return (
    <Section title="Opens per document">
      {insights.documents.length === 0 ? (
        <Text>This pitch has no documents.</Text>
      ) : (
        <Stack gap="xs">
          <LabelledBars
            label="Opens per document"
            color="teal.6"
            bars={insights.documents.map((doc) => ({ name: doc.name, value: doc.opens }))}
          />
          {insights.documents.some((doc) => doc.locked) && (
            <Group gap="xs">
              <Badge variant="light" color="gray" size="sm">
                Approved investors only
              </Badge>
              <Text size="sm" c="gray.7">
                {insights.documents
                  .filter((doc) => doc.locked)
                  .map((doc) => doc.name)
                  .join(', ')}
              </Text>
            </Group>
          )}
        </Stack>
      )}
    </Section>
  );
}

/** Unique viewers → contact requests → allowed, each step with its share of the one before. */
export function Funnel({ insights }: { insights: PitchInsights }) {
  const { views, requests, allowed } = insights.funnel;
  const share = (part: number, whole: number) => (whole > 0 ? ` (${Math.round((part / whole) * 100)}%)` : '');
  return (
    <Section title="From views to access">
      <LabelledBars
        label="From views to access"
        color="bridge.4"
        bars={[
          { name: 'Unique viewers', value: views },
          { name: `Contact requests${share(requests, views)}`, value: requests, color: 'bridge.6' },
          { name: `Allowed${share(allowed, requests)}`, value: allowed, color: 'teal.6' },
        ]}
      />
    </Section>
  );
}
