import { Alert, Button, Center, Group, Pagination, Skeleton, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { ApiError, GENERIC_ERROR_MESSAGE } from '../../lib/api-client';

/** How many pages a list of `total` rows fills, `pageSize` a page; an empty list is still one page. */
export const pageCount = (total: number, pageSize: number) => Math.max(1, Math.ceil(total / pageSize));

const failure = (error: unknown) => (error instanceof ApiError ? error.message : GENERIC_ERROR_MESSAGE);

/** The part of a TanStack query the shell reads. */
interface ListQuery {
  isPending: boolean;
  isError: boolean;
  isFetching: boolean;
  error: unknown;
  refetch: () => unknown;
}

interface AdminListPageProps {
  /** The heading; the document's title is "<title> · Admin · AngelBridge". */
  title: string;
  /** Beside the heading: a filter, a badge, a Refresh button. */
  aside?: ReactNode;
  /** Under the heading, before the list: a line of explanation, the search form. */
  intro?: ReactNode;
  query: ListQuery;
  /** The answer's paging, once there is one: its total, page size and how many rows this page holds. */
  list: { total: number; page_size: number; rows: number } | undefined;
  page: number;
  onPage: (page: number) => void;
  /** What the count line says: '12 users'. */
  count: (total: number) => string;
  loadingLabel: string;
  /** The skeleton rows' height: a table row's, or a card's. */
  skeletonHeight?: number;
  errorTitle: string;
  /** What shows when nothing matches. */
  empty: ReactNode;
  /** The page's list name for the pager: 'Pitch pages'. */
  pagesLabel: string;
  /** This page's rows (a table or cards). */
  children: ReactNode;
}

/**
 * The shell every admin list page shares (issue 31: six pages copied it, page count included): the
 * heading, the loading, failed and empty states, the count, the rows and a pager whose every button has a
 * name (axe button-name: the Pitches pager's arrows had none).
 */
export function AdminListPage(props: AdminListPageProps) {
  const { query, list } = props;
  const pages = list ? pageCount(list.total, list.page_size) : 1;
  let body: ReactNode;
  if (query.isPending) {
    body = (
      <Stack role="status" aria-busy="true" aria-label={props.loadingLabel}>
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} height={props.skeletonHeight ?? 36} radius="sm" />
        ))}
      </Stack>
    );
  } else if (query.isError && !list) {
    body = (
      <Alert color="red" title={props.errorTitle} role="alert" variant="light">
        <Text size="sm">{failure(query.error)}</Text>
        <Button size="xs" mt="xs" variant="light" onClick={() => void query.refetch()}>
          Try again
        </Button>
      </Alert>
    );
  } else if (!list || list.rows === 0) {
    body = (
      <Text c="gray.7" py="xl" ta="center" role="status">
        {props.empty}
      </Text>
    );
  } else {
    body = (
      <Stack gap="md">
        <Text size="sm" c="gray.7" aria-live="polite">
          {props.count(list.total)}
          {query.isFetching ? ' (updating)' : ''}
        </Text>
        {props.children}
        {pages > 1 && (
          <Center>
            <Pagination
              total={pages}
              value={props.page}
              onChange={props.onPage}
              aria-label={props.pagesLabel}
              getControlProps={(control) => ({
                'aria-label':
                  control === 'next'
                    ? 'Next page'
                    : control === 'previous'
                      ? 'Previous page'
                      : control === 'first'
                        ? 'First page'
                        : 'Last page',
              })}
              getItemProps={(page) => ({ 'aria-label': `Page ${page}` })}
            />
          </Center>
        )}
      </Stack>
    );
  }
  return (
    <Stack gap="lg">
      <title>{`${props.title} · Admin · AngelBridge`}</title>
      <Group justify="space-between" align="flex-end" wrap="wrap">
        <Title order={1} size="h2">
          {props.title}
        </Title>
        {props.aside}
      </Group>
      {props.intro}
      {body}
    </Stack>
  );
}
