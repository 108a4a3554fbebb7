import type { Country } from '@angelbridge/contracts';
import { calls } from '@angelbridge/contracts/calls';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../api-client';

export const countriesQuery = queryOptions({
  queryKey: ['reference', 'countries'],
  queryFn: ({ signal }) => callApi(calls.getCountries, {}, { signal }),
  // The country list changes with a release, not during a visit.
  staleTime: Number.POSITIVE_INFINITY,
  select: (answer): Country[] => answer.country_data,
});

export function useCountries() {
  return useQuery(countriesQuery);
}
