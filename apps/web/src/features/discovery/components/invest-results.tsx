import { messages } from '@angelbridge/contracts';
import { Grid } from '@mantine/core';
import type { ReactNode } from 'react';
import { useSession } from '../../../lib/session';
import { PitchMatchesProvider } from '../../matching/index';
import type { useInvestmentPageData } from '../api/get-investment-page-data';
import { CollapsibleFilters } from './collapsible-filters';
import { FiltersPanel } from './filters-panel';
import { FiltersSkeleton } from './filters-skeleton';
import { CardGridSkeleton } from './fund-raise/card-grid';
import { InvestmentSections } from './investment-sections';
import { hasFilters, type ListingFilters, NO_FILTERS } from './listing-filters';
import { RecommendedForYou } from './recommended-for-you';
import { ResultsStatus } from './results-status';
import { SaveSearchButton } from './save-search-button';
import { SimilarToResults } from './similar-to-results';

function foundText(sections: { investments: unknown[] }[]): string {
  const pitches = sections.reduce((sum, section) => sum + section.investments.length, 0);
  if (pitches === 0) return messages.empty.investmentList;
  return `${pitches} ${pitches === 1 ? 'pitch' : 'pitches'} in ${sections.length} project ${sections.length === 1 ? 'type' : 'types'}.`;
}

interface InvestResultsProps {
  /** The listing's query for the URL's filters (the page's, which the server answered). */
  listing: ReturnType<typeof useInvestmentPageData>;
  filters: ListingFilters;
  /** The URL's query string: a new one gives the filters panel fresh state. */
  search: string;
  onApply: (filters: ListingFilters) => void;
  searchBox: (label: string) => ReactNode;
}

/**
 * /invest below its search box: saving the search, the recommendations, the filters and one pitch
 * carousel per project type. Its own chunk, hydrated after the search box (invest-page.tsx).
 */
export function InvestResults({ listing, filters, search, onApply, searchBox }: InvestResultsProps) {
  const { signedIn } = useSession();
  const data = listing.data;
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
    <>
      <SaveSearchButton filters={filters} />
      <RecommendedForYou />
      <Grid gap="xl">
        <Grid.Col span={{ base: 12, lg: 3 }}>
          <CollapsibleFilters>
            {data && bounds ? (
              <FiltersPanel
                key={search}
                title="Filters"
                typesLabel="Project type"
                amountLabel="Minimum per investor"
                options={data.filter_data.expertise}
                bounds={bounds}
                filters={filters}
                onApply={onApply}
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
              onClear={hasFilters(filters) ? () => onApply(NO_FILTERS) : undefined}
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
    </>
  );
}
