import { calls } from '@angelbridge/contracts/calls';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../api-client';
import type { PickOption } from './pick-option';

export const archeTypesQuery = queryOptions({
  queryKey: ['reference', 'archeTypes'],
  queryFn: ({ signal }) => callApi(calls.getArcheType, {}, { signal }),
  // Pick lists change with a release, not during a visit.
  staleTime: Number.POSITIVE_INFINITY,
  select: (answer): PickOption[] =>
    answer.archeType_data.map((item) => ({ value: item._id, label: item.arche_type })),
});

export function useArcheTypes() {
  return useQuery(archeTypesQuery);
}
