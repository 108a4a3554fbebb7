import { SEARCH_QUERY_MAX, type SearchResult, type ShownPitchCard } from '@angelbridge/contracts';
import { calls } from '@angelbridge/contracts/calls';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { callApi } from '../../../../lib/api-client';

/** What the header search lists: people (the spec's results) and visible pitches, each best first. */
export interface SearchFound {
  people: SearchResult[];
  pitches: ShownPitchCard[];
}

export const globalSearchQuery = (text: string) =>
  queryOptions({
    queryKey: ['discovery', 'global-search', text],
    // A newer text changes the key: the older call's signal aborts and its answer never shows.
    queryFn: ({ signal }) => callApi(calls.globalSearch, { search_query: text }, { signal }),
    select: (answer): SearchFound => ({ people: answer.results, pitches: answer.pitches }),
    staleTime: 30_000,
    retry: false,
  });

/**
 * People and pitches matching `text` (already debounced by the caller). Blank text asks nothing and gives no results.
 * §8: a failed search is only logged; the box then simply shows no results.
 */
export function useGlobalSearch(text: string) {
  const query = text.trim().slice(0, SEARCH_QUERY_MAX);
  const result = useQuery({
    ...globalSearchQuery(query),
    enabled: query !== '',
    // While the next answer is on its way, the previous list stays instead of flickering away.
    placeholderData: keepPreviousData,
  });
  useEffect(() => {
    if (result.error) console.error('Search failed:', result.error);
  }, [result.error]);
  return { ...result, query };
}
