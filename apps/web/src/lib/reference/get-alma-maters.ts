import { calls } from '@angelbridge/contracts/calls';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../api-client';
import type { PickOption } from './pick-option';

export const almaMatersQuery = queryOptions({
  queryKey: ['reference', 'almaMaters'],
  queryFn: ({ signal }) => callApi(calls.getAlmaMater, {}, { signal }),
  // Pick lists change with a release, not during a visit.
  staleTime: Number.POSITIVE_INFINITY,
  select: (answer): PickOption[] =>
    answer.almaMater_data.map((item) => ({ value: item._id, label: item.institutions_name })),
});

export function useAlmaMaters() {
  return useQuery(almaMatersQuery);
}
