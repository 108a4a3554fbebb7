import { calls } from '@angelbridge/contracts/calls';
import { keepPreviousData, queryOptions, usePrefetchQuery, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { type ListingFilters, readListingFilters, toInvestmentRequest } from '../components/listing-filters';

export const investmentPageQuery = (filters: ListingFilters) =>
  queryOptions({
    queryKey: ['discovery', 'investments', filters],
    queryFn: ({ signal }) => callApi(calls.getInvestmentPageData, toInvestmentRequest(filters), { signal }),
  });

/** The listing for one set of filters; the last answer stays on screen while the next one loads. */
export function useInvestmentPageData(filters: ListingFilters) {
  // The request leaves while React is still rendering the page, not after it commits: it is what the
  // visitor waits for.
  usePrefetchQuery(investmentPageQuery(filters));
  return useQuery({ ...investmentPageQuery(filters), placeholderData: keepPreviousData });
}

/** The listing of /invest's URL: the route's read (app/router.tsx), asked for before the page renders. */
export const investmentPageQueryOf = (search: URLSearchParams) =>
  investmentPageQuery(readListingFilters(search));
