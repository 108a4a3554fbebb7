import { Container, Stack, Text, Title } from '@mantine/core';
import { useEffect } from 'react';
import { useSearchParams } from 'react-router-dom';
import { HydrateLater, lazyPart } from '../../../lib/hydrate-later';
import { useInvestmentPageData } from '../api/get-investment-page-data';
import { CardGridSkeleton } from '../components/fund-raise/card-grid';
import { type ListingFilters, readListingFilters, writeListingFilters } from '../components/listing-filters';
import { SearchForm } from '../components/search-form';

// Below the search box (the filters with their pickers, the carousels): its own chunk, fetched and
// hydrated once the search box is live (lib/hydrate-later.tsx; issue 31: usable within 1 s of first
// paint on a phone). The server renders it whole, so it is on screen from the first paint.
const InvestResults = lazyPart(() => import('../components/invest-results').then((m) => m.InvestResults));

/** /invest (§2): search, filters, then one pitch carousel per project type. */
export function InvestPage() {
  const [params, setParams] = useSearchParams();
  const filters = readListingFilters(params);
  const listing = useInvestmentPageData(filters);

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
        <HydrateLater fallback={<CardGridSkeleton label="Loading pitches" />}>
          <InvestResults
            listing={listing}
            filters={filters}
            search={params.toString()}
            onApply={apply}
            searchBox={searchBox}
          />
        </HydrateLater>
      </Stack>
    </Container>
  );
}
