import type { SavedSearch } from '@angelbridge/contracts';
import { webPaths } from '@angelbridge/contracts/web-paths';
import {
  Alert,
  Anchor,
  Badge,
  Button,
  Card,
  Group,
  Loader,
  Stack,
  Text,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { Link } from 'react-router-dom';
import { confirmDelete } from '../../../components/confirm-delete';
import { errorMessage } from '../../../lib/api-client';
import { notify } from '../../../lib/notify';
import { useDeleteSavedSearch, useSavedSearches } from '../api/follows';

const ALERT_LABEL: Record<SavedSearch['alert'], string> = {
  immediate: 'Alerts right away',
  daily: 'Daily digest',
  off: 'No alerts',
};

/** /invest with the search's filters in the URL, as the listing reads them (?search, expertise, min, max). */
export function runLink(filters: SavedSearch['filters']): string {
  const params = new URLSearchParams();
  if (filters.search_query) params.set('search', filters.search_query);
  for (const id of filters.expertise) params.append('expertise', id);
  if (filters.investment_range) {
    params.set('min', String(filters.investment_range.min));
    params.set('max', String(filters.investment_range.max));
  }
  for (const stage of filters.stage ?? []) params.append('stage', stage);
  for (const id of filters.country ?? []) params.append('country', id);
  return `${webPaths.invest}?${params.toString()}`;
}

function describeFilters(filters: SavedSearch['filters']): string {
  const parts = [
    filters.search_query ? `"${filters.search_query}"` : null,
    filters.expertise.length
      ? `${filters.expertise.length} project type${filters.expertise.length === 1 ? '' : 's'}`
      : null,
    filters.investment_range
      ? `minimum C$ ${filters.investment_range.min.toLocaleString('en-CA')}–${filters.investment_range.max.toLocaleString('en-CA')}`
      : null,
  ];
  return parts.filter(Boolean).join(' · ');
}

export function SavedSearchList() {
  const searches = useSavedSearches();
  const remove = useDeleteSavedSearch();
  if (searches.isPending) return <Loader size="sm" aria-label="Loading saved searches" />;
  if (searches.isError) return <Alert color="red">{searches.error.message}</Alert>;
  if (searches.data.length === 0) {
    return (
      <Text c="gray.7">
        No saved searches yet. Search or filter on{' '}
        <Anchor component={Link} to={webPaths.invest}>
          Invest
        </Anchor>{' '}
        and press "Save this search" to hear of new matching pitches.
      </Text>
    );
  }
  return (
    <Stack component="ul" gap="sm" p={0} style={{ listStyle: 'none' }}>
      {searches.data.map((search) => (
        <Card component="li" key={search._id} withBorder radius="md">
          <Group justify="space-between" wrap="wrap" gap="sm">
            <div>
              <Title order={3} size="h5">
                {search.name}
              </Title>
              <Text size="sm" c="gray.7">
                {describeFilters(search.filters)}
              </Text>
              <Badge mt={6} variant="light">
                {ALERT_LABEL[search.alert]}
              </Badge>
            </div>
            <Group gap="xs">
              <Button component={Link} to={runLink(search.filters)} variant="light" size="xs">
                Run<VisuallyHidden> {search.name}</VisuallyHidden>
              </Button>
              <Button
                color="red"
                variant="outline"
                size="xs"
                aria-label={`Delete ${search.name}`}
                onClick={() =>
                  confirmDelete({
                    question: `Do you want to delete the saved search "${search.name}"?`,
                    onConfirm: () =>
                      remove.mutateAsync(search._id).catch((error: unknown) => {
                        notify(errorMessage(error), 'error');
                        throw error;
                      }),
                  })
                }
              >
                Delete
              </Button>
            </Group>
          </Group>
        </Card>
      ))}
    </Stack>
  );
}
