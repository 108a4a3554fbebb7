import type { NamedPlace } from '@angelbridge/contracts';
import { calls } from '@angelbridge/contracts/calls';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../api-client';

export const statesQuery = (countryId: string) =>
  queryOptions({
    queryKey: ['reference', 'states', countryId],
    queryFn: ({ signal }) => callApi(calls.getStatesByCountryId, { country_id: countryId }, { signal }),
    staleTime: Number.POSITIVE_INFINITY,
    select: (answer): NamedPlace[] => answer.states_data,
  });

/** A country's states; idle until a country is chosen. */
export function useStates(countryId: string | null | undefined) {
  return useQuery({ ...statesQuery(countryId ?? ''), enabled: Boolean(countryId) });
}
