import { messages } from '@angelbridge/contracts';
import { Container, Grid, Stack, Text, Title } from '@mantine/core';
import { useEffect } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useSession } from '../../../lib/session';
import { PitchMatchesProvider } from '../../matching/index';
import { useInvestmentPageData } from '../api/get-investment-page-data';
import { CollapsibleFilters } from '../components/collapsible-filters';
import { FiltersPanel } from '../components/filters-panel';
import { FiltersSkeleton } from '../components/filters-skeleton';
import { CardGridSkeleton } from '../components/fund-raise/card-grid';
import { InvestmentSections } from '../components/investment-sections';
import {
  hasFilters,
  type ListingFilters,
  NO_FILTERS,
  readListingFilters,
  writeListingFilters,
} from '../components/listing-filters';
import { RecommendedForYou } from '../components/recommended-for-you';
import { ResultsStatus } from '../components/results-status';
import { SaveSearchButton } from '../components/save-search-button';
import { SearchForm } from '../components/search-form';
import { SimilarToResults } from '../components/similar-to-results';

function foundText(sections: { investments: unknown[] }[]): string {
  const pitches = sections.reduce((sum, section) => sum + section.investments.length, 0);
  if (pitches === 0) return messages.empty.investmentList;
  return `${pitches} ${pitches === 1 ? 'pitch' : 'pitches'} in ${sections.length} project ${sections.length === 1 ? 'type' : 'types'}.`;
}

/** /invest (§2): search, filters, then one pitch carousel per project type. */
export function InvestPage() {
  const [params, setParams] = useSearchParams();
  const filters = readListingFilters(params);
  const { signedIn } = useSession();
  const listing = useInvestmentPageData(filters);
  const data = listing.data;

  useEffect(() => {
    // §8: a failed listing is only logged and reads as an empty list.
    if (listing.error) console.error('Could not load the investment list:', listing.error);
  }, [listing.error]);

  const apply = (next: ListingFilters) => setParams(writeListingFilters(params, next));
  const search = (q: string) => apply({ ...filters, q });
  const searchBox = (label: string) => (
    <SearchForm
      value={filters.q}
      label={label}
      placeholder="Pitch, company, place or sector"
      onSearch={search}
    />
  );
  // What the last answer found; §8: a failed listing reads as an empty one.
  const found = listing.isFetching ? null : (data?.investment_data ?? (listing.isError ? [] : null));
  const empty = found?.length === 0;
  const bounds = data ? { min: data.lowest_min_per_investor, max: data.highest_min_per_investor } : null;
  const shownIds = data
    ? [
        ...data.investment_data.flatMap((g) => g.investments.map((p) => p._id)),
        ...data.similar_pitch.map((p) => p._id),
      ]
    : [];

  return (
    <Container size="xl" py="xl">
      <title>Invest · AngelBridge</title>
      <Stack gap="xl">
        <div>
          <Title order={1}>Invest</Title>
          <Text size="lg" mt="xs" c="gray.7">
            Browse pitches by project type and find the next venture to back.
          </Text>
        </div>
        {searchBox('Search pitches')}
        <SaveSearchButton filters={filters} />
        <RecommendedForYou />
        <Grid gap="xl">
          <Grid.Col span={{ base: 12, lg: 3 }}>
            <CollapsibleFilters>
              {data && bounds ? (
                <FiltersPanel
                  key={params.toString()}
                  title="Filters"
                  typesLabel="Project type"
                  amountLabel="Minimum per investor"
                  options={data.filter_data.expertise}
                  bounds={bounds}
                  filters={filters}
                  onApply={apply}
                  withRound
                />
              ) : (
                listing.isPending && <FiltersSkeleton />
              )}
            </CollapsibleFilters>
          </Grid.Col>
          <Grid.Col span={{ base: 12, lg: 9 }} aria-busy={listing.isFetching}>
            <PitchMatchesProvider pitchIds={shownIds}>
              <ResultsStatus
                text={found ? foundText(found) : null}
                empty={empty}
                onClear={hasFilters(filters) ? () => apply(NO_FILTERS) : undefined}
              />
              {listing.isPending ? (
                <CardGridSkeleton label="Loading pitches" />
              ) : (
                data &&
                data.investment_data.length > 0 && (
                  <InvestmentSections
                    sections={data.investment_data}
                    guest={!signedIn}
                    secondSearch={searchBox('Search pitches again')}
                  />
                )
              )}
              {data && data.similar_pitch.length > 0 && <SimilarToResults pitches={data.similar_pitch} />}
            </PitchMatchesProvider>
          </Grid.Col>
        </Grid>
      </Stack>
    </Container>
  );
}
