import type { DashboardWeek } from '@angelbridge/contracts';
import { webPaths } from '@angelbridge/contracts/web-paths';
import {
  Alert,
  Anchor,
  Box,
  Button,
  Card,
  Group,
  SimpleGrid,
  Skeleton,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import { Link } from 'react-router-dom';
import { failureMessage } from '../../../lib/zod-form';
import { useDashboard } from './api/get-dashboard';
import { WeekBars } from './week-bars';

const percent = (value: number) => `${Math.round(value * 100)}%`;
const hours = (value: number) => (value < 48 ? `${value} h` : `${Math.round((value / 24) * 10) / 10} d`);
const weekLabel = (start: string) =>
  new Date(`${start}T00:00:00Z`).toLocaleDateString('en', {
    month: 'short',
    day: 'numeric',
    timeZone: 'UTC',
  });

const METRICS: {
  key: keyof Omit<DashboardWeek, 'week_start'>;
  title: string;
  format: (v: number) => string;
}[] = [
  { key: 'sign_ups', title: 'Sign-ups', format: String },
  { key: 'pitches_published', title: 'Pitches published', format: String },
  { key: 'contact_requests', title: 'Contact requests', format: String },
  { key: 'allow_rate', title: 'Allow rate', format: percent },
  { key: 'median_response_hours', title: 'Median founder response', format: hours },
];

function Waiting({ label, count, to }: { label: string; count: number; to: string }) {
  return (
    <Card withBorder padding="md">
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text size="2rem" fw={700} lh={1.2}>
        {count}
      </Text>
      <Anchor component={Link} to={to} size="sm">
        Open the queue
      </Anchor>
    </Card>
  );
}

/** The console's first page: what waits for an admin now, and 12 weeks of the marketplace's pulse. */
export function DashboardPage() {
  const dashboard = useDashboard();
  return (
    <Stack gap="lg">
      <title>Dashboard · Admin · AngelBridge</title>
      <Title order={1} size="h2">
        Dashboard
      </Title>
      {dashboard.isPending && (
        <Stack gap="sm" role="status" aria-label="Loading the dashboard">
          <Skeleton h={90} />
          <Skeleton h={160} />
        </Stack>
      )}
      {dashboard.isError && (
        <Alert color="red" title="The dashboard could not be loaded" role="alert" variant="light">
          <Group justify="space-between">
            <Text size="sm">{failureMessage(dashboard.error, 'Please try again.')}</Text>
            <Button size="xs" variant="light" onClick={() => dashboard.refetch()}>
              Try again
            </Button>
          </Group>
        </Alert>
      )}
      {dashboard.data && (
        <>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <Waiting
              label="Open reports"
              count={dashboard.data.open_reports}
              to={`${webPaths.admin}/reports`}
            />
            <Waiting
              label="Unhandled contact messages"
              count={dashboard.data.unhandled_contact_messages}
              to={`${webPaths.admin}/contact-messages`}
            />
          </SimpleGrid>
          <Title order={2} size="h3">
            The last 12 weeks
          </Title>
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
            {METRICS.map((metric) => (
              <WeekBars
                key={metric.key}
                title={metric.title}
                values={dashboard.data.weeks.map((week) => week[metric.key])}
                format={metric.format}
              />
            ))}
          </SimpleGrid>
          {/* a keyboard can scroll it too: the table has nothing focusable of its own */}
          <Box component="section" tabIndex={0} aria-label="Week by week" style={{ overflowX: 'auto' }}>
            <Table striped withTableBorder miw={640}>
              <Table.Caption>Week by week (weeks start on Monday, UTC)</Table.Caption>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th scope="col">Week of</Table.Th>
                  {METRICS.map((metric) => (
                    <Table.Th key={metric.key} scope="col">
                      {metric.title}
                    </Table.Th>
                  ))}
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {dashboard.data.weeks.map((week) => (
                  <Table.Tr key={week.week_start}>
                    <Table.Th scope="row">{weekLabel(week.week_start)}</Table.Th>
                    {METRICS.map((metric) => {
                      const value = week[metric.key];
                      return (
                        <Table.Td key={metric.key}>{value === null ? '—' : metric.format(value)}</Table.Td>
                      );
                    })}
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Box>
        </>
      )}
    </Stack>
  );
}
