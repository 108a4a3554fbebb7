import { INSIGHTS_PERIODS, type PitchInsights } from '@angelbridge/contracts';
import { webPaths } from '@angelbridge/contracts/web-paths';
import {
  Alert,
  Anchor,
  Button,
  Container,
  Group,
  Loader,
  SegmentedControl,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import type { ReactNode } from 'react';
import { Link, useParams, useSearchParams } from 'react-router-dom';
import { ApiError } from '../../../lib/api-client';
import { usePitchInsights } from '../api/get-pitch-insights';
import { usePitchById } from '../api/get-pitches-by-id';
import { DocumentOpens, Funnel, TabTimes, Totals, ViewsChart } from '../components/insights/insights-charts';
import { ViewersTable } from '../components/insights/viewers-table';

function InsightsSkeleton() {
  return (
    <Stack gap="lg" role="status" aria-busy="true" aria-label="Loading insights">
      <SimpleGrid cols={{ base: 2, sm: 3, md: 5 }} spacing="sm">
        {Array.from({ length: 5 }, (_, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have nothing else to tell them apart.
          <Skeleton key={i} height={84} radius="md" />
        ))}
      </SimpleGrid>
      <Skeleton height={320} radius="md" />
      <Skeleton height={240} radius="md" />
    </Stack>
  );
}

function Failure({ error, retry }: { error: unknown; retry: () => void }) {
  const status = error instanceof ApiError ? error.status : 0;
  if (status === 403 || status === 404 || status === 400)
    return (
      <Alert color="gray" title={status === 403 ? 'Not your pitch' : 'Pitch not found'}>
        {status === 403
          ? 'Only the owner of a pitch can see its insights.'
          : 'This pitch does not exist, or it was removed.'}
      </Alert>
    );
  return (
    <Alert color="red" title="Error">
      <Stack gap="sm" align="flex-start">
        <Text size="sm">Something went wrong, please try again later or contact support.</Text>
        <Button size="xs" onClick={retry}>
          Try again
        </Button>
      </Stack>
    </Alert>
  );
}

function Figures({ insights }: { insights: PitchInsights }) {
  const quiet =
    insights.totals.views === 0 && insights.totals.document_opens === 0 && insights.totals.requests === 0;
  return (
    <Stack gap="lg">
      <Totals insights={insights} />
      {quiet ? (
        <Alert color="gray" title="Nothing yet">
          No one viewed this pitch in the last {insights.days} days. Views, documents opened and requests show
          here as investors find it.
        </Alert>
      ) : (
        <>
          <ViewsChart insights={insights} />
          <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
            <TabTimes insights={insights} />
            <Funnel insights={insights} />
          </SimpleGrid>
          <DocumentOpens insights={insights} />
          <ViewersTable insights={insights} />
        </>
      )}
    </Stack>
  );
}

/** The period shown when the address names none (and kept out of the address). */
const DEFAULT_DAYS = INSIGHTS_PERIODS[0];

/** /pitchlist/{id}/insights: who engaged with one of the owner's pitches, over 30 or 90 days. */
export function PitchInsightsPage() {
  const { id = '' } = useParams();
  const [params, setParams] = useSearchParams();
  const days = INSIGHTS_PERIODS.find((choice) => String(choice) === params.get('days')) ?? DEFAULT_DAYS;
  const insights = usePitchInsights(id, days);
  const pitchName = usePitchById(id).data?.name_of_pitch;

  const choose = (value: string) => {
    const next = new URLSearchParams(params);
    if (value === String(DEFAULT_DAYS)) next.delete('days');
    else next.set('days', value);
    setParams(next, { replace: true, preventScrollReset: true });
  };

  let content: ReactNode;
  if (insights.isPending) content = <InsightsSkeleton />;
  else if (insights.isError)
    content = <Failure error={insights.error} retry={() => void insights.refetch()} />;
  else content = <Figures insights={insights.data} />;

  const within = insights.data?.answers_within_days ?? null;
  const followers = insights.data?.followers;
  return (
    <Container size="xl" py="xl">
      <title>{pitchName ? `Insights of ${pitchName} · AngelBridge` : 'Insights · AngelBridge'}</title>
      <Anchor component={Link} to={webPaths.pitchList} size="sm">
        <span aria-hidden="true">← </span>My Pitches
      </Anchor>
      <Group justify="space-between" align="flex-end" mt="sm" mb="lg" gap="md">
        <div>
          <Title order={1}>Insights</Title>
          {pitchName && <Text c="gray.7">{pitchName}</Text>}
          {within !== null && (
            <Text size="sm" c="gray.7">
              You usually answer requests within {within} {within === 1 ? 'day' : 'days'}.
            </Text>
          )}
          {followers !== undefined && (
            <Text size="sm" c="gray.7">
              {followers === 1 ? '1 investor follows' : `${followers} investors follow`} this pitch.
            </Text>
          )}
        </div>
        <Group gap="sm">
          {insights.isFetching && !insights.isPending && <Loader size="xs" aria-label="Updating insights" />}
          <SegmentedControl
            aria-label="Period"
            value={String(days)}
            onChange={choose}
            data={INSIGHTS_PERIODS.map((choice) => ({ value: String(choice), label: `Last ${choice} days` }))}
          />
        </Group>
      </Group>
      {content}
    </Container>
  );
}
