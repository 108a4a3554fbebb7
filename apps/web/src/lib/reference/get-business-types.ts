import { calls } from '@angelbridge/contracts/calls';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../api-client';
import type { PickOption } from './pick-option';

export const businessTypesQuery = queryOptions({
  queryKey: ['reference', 'businessTypes'],
  queryFn: ({ signal }) => callApi(calls.getBusinessType, {}, { signal }),
  // Pick lists change with a release, not during a visit.
  staleTime: Number.POSITIVE_INFINITY,
  select: (answer): PickOption[] =>
    answer.business_data.map((item) => ({ value: item._id, label: item.title })),
});

export function useBusinessTypes() {
  return useQuery(businessTypesQuery);
}
