import { messages } from '@angelbridge/contracts';
import { Button, Container, Grid, Stack, Title } from '@mantine/core';
import { useEffect } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useScoutList } from '../api/get-scout-investor';
import { CollapsibleFilters } from '../components/collapsible-filters';
import { FiltersPanel } from '../components/filters-panel';
import { FiltersSkeleton } from '../components/filters-skeleton';
import { CardGrid, CardGridSkeleton } from '../components/fund-raise/card-grid';
import { PersonCard } from '../components/fund-raise/person-card';
import {
  hasFilters,
  type ListingFilters,
  NO_FILTERS,
  readScoutFilters,
  writeListingFilters,
} from '../components/listing-filters';
import { ResultsStatus } from '../components/results-status';
import { ScoutHero } from '../components/scout-hero';
import { ScoutKindSwitch } from '../components/scout-kind-switch';
import { SearchForm } from '../components/search-form';

/** /scout?type=investor|entrepreneur (§2): the hero, the filters for investors, and the people grid. */
export function ScoutPage() {
  const [params, setParams] = useSearchParams();
  const filters = readScoutFilters(params);
  const investors = filters.type === 'investor';
  const list = useScoutList(filters);
  // Bounds and filter choices are the same on every page; the first page carries them.
  const data = list.data?.pages[0];

  useEffect(() => {
    // §8: a failed list is only logged and reads as empty.
    if (list.error) console.error('Could not load the scout list:', list.error);
  }, [list.error]);

  const apply = (next: ListingFilters) => {
    const written = writeListingFilters(params, next);
    written.set('type', filters.type);
    setParams(written);
  };
  const people = list.data?.pages.flatMap((page) => page.scout_investor);
  const kindLabel = investors ? 'investors' : 'entrepreneurs';

  // How many the last answer found; §8: a failed list reads as an empty one.
  const found = list.isFetching ? null : (people?.length ?? (list.isError ? 0 : null));
  const empty = found === 0;
  const emptyText = investors ? messages.empty.investors : messages.empty.data;
  const status =
    found === null ? null : empty ? emptyText : `${found}${list.hasNextPage ? '+' : ''} ${kindLabel} shown.`;
  const results = (
    <ResultsStatus
      text={status}
      empty={empty}
      onClear={hasFilters(filters) ? () => apply(NO_FILTERS) : undefined}
    />
  );
  const grid = list.isPending ? (
    <CardGridSkeleton label={`Loading ${kindLabel}`} count={6} />
  ) : people && people.length > 0 ? (
    <Stack gap="lg">
      <CardGrid>
        {people.map((person) => (
          <PersonCard key={person._id} person={person} />
        ))}
      </CardGrid>
      {list.hasNextPage && (
        <Button
          variant="default"
          onClick={() => void list.fetchNextPage()}
          loading={list.isFetchingNextPage}
          style={{ alignSelf: 'center' }}
        >
          Show more {kindLabel}
        </Button>
      )}
    </Stack>
  ) : null;

  return (
    <Container size="xl" py="xl">
      <title>{`Scout ${kindLabel} · AngelBridge`}</title>
      <Stack gap="xl">
        <ScoutKindSwitch type={filters.type} />
        <ScoutHero type={filters.type} people={people} loading={list.isPending} />
        <SearchForm
          key={filters.type}
          value={filters.q}
          label={`Search ${kindLabel}`}
          placeholder="Name, company, bio or expertise"
          onSearch={(q) => apply({ ...filters, q })}
        />
        <Title order={2} size="h3">
          {investors ? 'Investors' : 'Entrepreneurs'}
        </Title>
        {investors ? (
          <Grid gap="xl">
            <Grid.Col span={{ base: 12, lg: 3 }}>
              <CollapsibleFilters>
                {data ? (
                  <FiltersPanel
                    key={params.toString()}
                    title="Filters"
                    typesLabel="Expertise"
                    amountLabel="Investment range"
                    options={data.filter_data.expertise}
                    bounds={{ min: data.investment_min, max: data.investment_max }}
                    filters={filters}
                    onApply={apply}
                  />
                ) : (
                  list.isPending && <FiltersSkeleton />
                )}
              </CollapsibleFilters>
            </Grid.Col>
            <Grid.Col span={{ base: 12, lg: 9 }} aria-busy={list.isFetching && !list.isFetchingNextPage}>
              {results}
              {grid}
            </Grid.Col>
          </Grid>
        ) : (
          <div aria-busy={list.isFetching && !list.isFetchingNextPage}>
            {results}
            {grid}
          </div>
        )}
      </Stack>
    </Container>
  );
}
