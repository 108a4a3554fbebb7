import { calls } from '@angelbridge/contracts/calls';
import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { type ScoutFilters, toScoutRequest } from '../components/listing-filters';

/** The server pages the people (SCOUT_PAGE_SIZE each); Show more asks for the next page. */
export const scoutQuery = (filters: ScoutFilters) =>
  infiniteQueryOptions({
    queryKey: ['discovery', 'scout', filters],
    queryFn: ({ signal, pageParam }) =>
      callApi(calls.getScoutInvestor, { ...toScoutRequest(filters), page: pageParam }, { signal }),
    initialPageParam: 1,
    getNextPageParam: (last, pages) => (last.has_more ? pages.length + 1 : undefined),
  });

/** Investors or entrepreneurs to scout; the last answer stays on screen while the next one loads. */
export function useScoutList(filters: ScoutFilters) {
  return useInfiniteQuery({ ...scoutQuery(filters), placeholderData: keepPreviousData });
}
