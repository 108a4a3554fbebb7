import { webPaths } from '@angelbridge/contracts/web-paths';
import { Alert, Anchor, Container, Group, Loader, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { LoadFailure, Loading } from '../../../components/load-states';
import { countOf, Pager } from '../../../components/pager';
import { useUpdates } from '../api/get-updates';
import { useUpdatesLive } from '../api/use-updates-live';
import { FeedItem } from '../components/feed-item';
import { words } from '../components/update-words';

/** /updates (investors): the updates sent to them across their companies, newest first, unread marked. */
export function UpdatesFeedPage() {
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Math.floor(Number(params.get('page'))) || 1);
  const list = useUpdates({ pitchId: null, page });
  useUpdatesLive();
  const setPage = (next: number) => {
    const query = new URLSearchParams(params);
    if (next === 1) query.delete('page');
    else query.set('page', String(next));
    setParams(query, { preventScrollReset: false });
  };

  let content: ReactNode;
  if (list.isPending) content = <Loading label={words.feedLoading} heights={[120, 120, 120]} />;
  else if (list.isError)
    content = <LoadFailure title={words.feedError} error={list.error} retry={() => void list.refetch()} />;
  else if (list.data.total === 0)
    content = (
      <Alert color="gray" title={words.feedEmptyTitle}>
        {words.feedEmpty}{' '}
        <Anchor component={Link} to={webPaths.portfolio}>
          Your portfolio
        </Anchor>
      </Alert>
    );
  else {
    const { updates, total, page_size } = list.data;
    content = (
      <Stack gap="md">
        <Stack component="ul" gap="sm" m={0} p={0} aria-label="Updates, newest first">
          {updates.map((update) => (
            <FeedItem key={update._id} update={update} />
          ))}
        </Stack>
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
    <Container size="md" py="xl">
      <title>{`${words.feedTitle} · AngelBridge`}</title>
      <Group justify="space-between" align="flex-end" mb="lg" gap="sm">
        <Stack gap={4}>
          <Title order={1}>{words.feedTitle}</Title>
          <Text c="gray.7">{words.feedIntro}</Text>
        </Stack>
        <Group gap="xs">
          {list.isFetching && !list.isPending && <Loader size="xs" aria-label="Updating the list" />}
          {list.data && list.data.total > 0 && (
            <Text size="sm" fw={600} data-testid="unread-total">
              {words.unread(list.data.unread_total)}
            </Text>
          )}
        </Group>
      </Group>
      {content}
    </Container>
  );
}
