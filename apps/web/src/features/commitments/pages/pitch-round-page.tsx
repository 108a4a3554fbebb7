import { COMMITMENT_STATUSES, type CommitmentStatus } from '@angelbridge/contracts';
import { webPaths } from '@angelbridge/contracts/web-paths';
import {
  Alert,
  Anchor,
  Badge,
  Container,
  Group,
  Paper,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { lazy, type ReactNode, Suspense } from 'react';
import { Link, useParams, useSearchParams } from 'react-router-dom';
import { LoadFailure } from '../../../components/load-states';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { hrefFor } from '../../../lib/href-for';
import { RoundAgreements } from '../../agreements/index';
import { usePitchById } from '../../discovery/index';
import { usePitchCommitments } from '../api/get-pitch-commitments';
import { invalidateRound } from '../api/invalidate-round';
import { RoundControls } from '../components/round-controls';
import { RoundLeadSection } from '../components/round-lead-section';
import { ALL_STATUSES, RoundTable, type StatusFilter } from '../components/round-table';
import { RoundTotals } from '../components/round-totals';

// recharts is large: the chart arrives after the figures, in its own chunk.
const AcceptedChart = lazy(() =>
  import('../components/accepted-chart').then((m) => ({ default: m.AcceptedChart })),
);

function RoundSkeleton() {
  return (
    <Stack gap="lg" role="status" aria-busy="true" aria-label="Loading the round">
      <SimpleGrid cols={{ base: 2, sm: 3, md: 5 }} spacing="sm">
        {Array.from({ length: 5 }, (_, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have nothing else to tell them apart.
          <Skeleton key={i} height={76} radius="md" />
        ))}
      </SimpleGrid>
      <Skeleton height={240} radius="md" />
      <Skeleton height={320} radius="md" />
    </Stack>
  );
}

function Failure({ error, retry }: { error: unknown; retry: () => void }) {
  const status = error instanceof ApiError ? error.status : 0;
  if (status === 403 || status === 404 || status === 400)
    return (
      <Alert color="gray" title={status === 403 ? 'Not your pitch' : 'Pitch not found'}>
        {status === 403 ? errorMessage(error) : 'This pitch does not exist, or it was removed.'}
      </Alert>
    );
  return <LoadFailure title="Error" error={error} retry={retry} />;
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = `round-${title.toLowerCase().replace(/\W+/g, '-')}`;
  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }} component="section" aria-labelledby={id}>
      <Title order={2} size="h4" id={id} mb="md">
        {title}
      </Title>
      {children}
    </Paper>
  );
}

const statusOf = (value: string | null): StatusFilter =>
  (COMMITMENT_STATUSES as readonly string[]).includes(value ?? '')
    ? (value as CommitmentStatus)
    : ALL_STATUSES;

/** /pitchlist/{id}/round (the owner): totals, progress, accepted money over time, lead, and commitments. */
export function PitchRoundPage() {
  const { id = '' } = useParams();
  const [params, setParams] = useSearchParams();
  const status = statusOf(params.get('status'));
  const page = Math.max(1, Number(params.get('page')) || 1);
  const queryClient = useQueryClient();
  const round = usePitchCommitments({ pitchId: id, status: status === ALL_STATUSES ? null : status, page });
  const pitchName = usePitchById(id).data?.investment_data.name_of_pitch ?? '';

  const setQuery = (next: { status?: StatusFilter; page?: number }) => {
    const query = new URLSearchParams(params);
    const nextStatus = next.status ?? status;
    if (nextStatus === ALL_STATUSES) query.delete('status');
    else query.set('status', nextStatus);
    if (!next.page || next.page === 1) query.delete('page');
    else query.set('page', String(next.page));
    setParams(query, { replace: true, preventScrollReset: true });
  };

  let content: ReactNode;
  if (round.isPending) content = <RoundSkeleton />;
  else if (round.isError) content = <Failure error={round.error} retry={() => void round.refetch()} />;
  else {
    const data = round.data;
    const open = data.round.state === 'open';
    content = (
      <Stack gap="lg">
        <RoundTotals totals={data.totals} />
        <Section title="Accepted money over time">
          {data.accepted_over_time.length === 0 ? (
            <Text c="gray.7">No money accepted yet. Accept a commitment and it shows here.</Text>
          ) : (
            <Suspense fallback={<Skeleton height={240} radius="md" aria-label="Loading the chart" />}>
              <AcceptedChart points={data.accepted_over_time} target={data.totals.target} />
            </Suspense>
          )}
        </Section>
        <RoundControls round={data.round} pitchName={pitchName || 'this pitch'} />
        <RoundLeadSection pitchId={id} lead={data.lead} offers={data.lead_offers} open={open} />
        <Section title="Commitments">
          <RoundTable
            rows={data.commitments}
            total={data.total}
            page={data.page}
            pageSize={data.page_size}
            status={status}
            open={open}
            fetching={round.isFetching}
            onStatus={(next) => setQuery({ status: next, page: 1 })}
            onPage={(next) => setQuery({ page: next })}
          />
        </Section>
        <RoundAgreements
          pitchId={id}
          roundState={data.round.state}
          onFunded={() => void invalidateRound(queryClient, id)}
        />
      </Stack>
    );
  }

  const state = round.data?.round.state;
  return (
    <Container size="xl" py="xl">
      <title>{pitchName ? `Round of ${pitchName} · AngelBridge` : 'Round · AngelBridge'}</title>
      <Group gap="md">
        <Anchor component={Link} to={webPaths.pitchList} size="sm">
          <span aria-hidden="true">← </span>My Pitches
        </Anchor>
        <Anchor component={Link} to={hrefFor(webPaths.pitchUpdates, { id })} size="sm">
          Updates
        </Anchor>
      </Group>
      <Group justify="space-between" align="flex-end" mt="sm" mb="lg" gap="md">
        <div>
          <Title order={1}>Round</Title>
          {pitchName && <Text c="gray.7">{pitchName}</Text>}
        </div>
        {state && (
          <Badge
            size="lg"
            variant="light"
            color={state === 'open' ? 'teal' : 'grape'}
            c="light-dark(#1f2937, var(--mantine-color-gray-2))"
          >
            {state === 'open' ? 'Round open' : 'Round closing'}
          </Badge>
        )}
      </Group>
      {content}
    </Container>
  );
}
