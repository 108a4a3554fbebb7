import { webPaths } from '@angelbridge/contracts/web-paths';
import { Alert, Anchor, Button, Container, Group, Loader, Stack, Table, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link, useParams, useSearchParams } from 'react-router-dom';
import { LoadFailure, Loading } from '../../../components/load-states';
import { countOf, Pager } from '../../../components/pager';
import cards from '../../../components/row-cards.module.css';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { hrefFor } from '../../../lib/href-for';
import { usePitchById } from '../../discovery/index';
import { useUpdates } from '../api/get-updates';
import { OwnerRow } from '../components/owner-row';
import { words } from '../components/update-words';

function Failure({ error, retry }: { error: unknown; retry: () => void }) {
  const status = error instanceof ApiError ? error.status : 0;
  if (status === 403 || status === 404 || status === 400)
    return (
      <Alert color="gray" title={status === 403 ? words.notYourPitch : words.pitchNotFound}>
        {status === 403 ? errorMessage(error) : words.pitchNotFoundText}
      </Alert>
    );
  return <LoadFailure title={words.pitchUpdatesError} error={error} retry={retry} />;
}

/** /pitchlist/{id}/updates (the owner): the pitch's drafts and published updates, with how many opened each. */
export function PitchUpdatesPage() {
  const { id = '' } = useParams();
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Math.floor(Number(params.get('page'))) || 1);
  const list = useUpdates({ pitchId: id, page });
  const pitchName =
    usePitchById(id).data?.investment_data.name_of_pitch ?? list.data?.updates[0]?.name_of_pitch ?? '';
  const newHref = hrefFor(webPaths.pitchUpdateNew, { id });
  const setPage = (next: number) => {
    const query = new URLSearchParams(params);
    if (next === 1) query.delete('page');
    else query.set('page', String(next));
    setParams(query);
  };

  let content: ReactNode;
  if (list.isPending) content = <Loading label={words.pitchUpdatesLoading} heights={[48, 48, 48]} />;
  else if (list.isError) content = <Failure error={list.error} retry={() => void list.refetch()} />;
  else if (list.data.total === 0)
    content = (
      <Alert color="gray" title={words.pitchUpdatesEmptyTitle}>
        <Stack gap="xs" align="flex-start">
          <Text size="sm">{words.pitchUpdatesEmpty}</Text>
          <Button size="xs" component={Link} to={newHref}>
            Write your first update
          </Button>
        </Stack>
      </Alert>
    );
  else {
    const { updates, total, page_size } = list.data;
    content = (
      <Stack gap="md">
        <Table.ScrollContainer minWidth={820} className={cards.scroll}>
          <Table verticalSpacing="sm" className={cards.table} aria-label={words.pitchUpdatesTitle}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Title</Table.Th>
                <Table.Th>Status</Table.Th>
                <Table.Th>Date</Table.Th>
                <Table.Th>Audience</Table.Th>
                <Table.Th>Read</Table.Th>
                <Table.Th>Open</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {updates.map((update) => (
                <OwnerRow key={update._id} update={update} />
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
        <Pager
          total={total}
          page={page}
          pageSize={page_size}
          count={countOf('update', 'updates')}
          onPage={setPage}
          size="sm"
        />
      </Stack>
    );
  }

  return (
    <Container size="xl" py="xl">
      <title>{pitchName ? `Updates of ${pitchName} · AngelBridge` : 'Updates · AngelBridge'}</title>
      <Group gap="md">
        <Anchor component={Link} to={webPaths.pitchList} size="sm">
          <span aria-hidden="true">← </span>
          {words.myPitches}
        </Anchor>
        <Anchor component={Link} to={hrefFor(webPaths.pitchRound, { id })} size="sm">
          {words.round}
        </Anchor>
      </Group>
      <Group justify="space-between" align="flex-end" mt="sm" mb="lg" gap="md">
        <div>
          <Title order={1}>{words.pitchUpdatesTitle}</Title>
          {pitchName && <Text c="gray.7">{pitchName}</Text>}
        </div>
        <Group gap="sm">
          {list.isFetching && !list.isPending && <Loader size="xs" aria-label="Updating the list" />}
          {!list.isError && (
            <Button component={Link} to={newHref}>
              {words.newUpdate}
            </Button>
          )}
        </Group>
      </Group>
      {content}
    </Container>
  );
}
