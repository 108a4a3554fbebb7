import type { NamedPlace } from '@angelbridge/contracts';
import { calls } from '@angelbridge/contracts/calls';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../api-client';

export const citiesQuery = (stateId: string) =>
  queryOptions({
    queryKey: ['reference', 'cities', stateId],
    queryFn: ({ signal }) => callApi(calls.getCitiesByStateId, { state_id: stateId }, { signal }),
    staleTime: Number.POSITIVE_INFINITY,
    select: (answer): NamedPlace[] => answer.city_data,
  });

/** A state's cities; idle until a state is chosen. */
export function useCities(stateId: string | null | undefined) {
  return useQuery({ ...citiesQuery(stateId ?? ''), enabled: Boolean(stateId) });
}
