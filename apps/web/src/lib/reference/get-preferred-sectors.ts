import { calls } from '@angelbridge/contracts/calls';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../api-client';
import type { PickOption } from './pick-option';

export const preferredSectorsQuery = queryOptions({
  queryKey: ['reference', 'preferredSectors'],
  queryFn: ({ signal }) => callApi(calls.getPreferredSector, {}, { signal }),
  // Pick lists change with a release, not during a visit.
  staleTime: Number.POSITIVE_INFINITY,
  select: (answer): PickOption[] =>
    answer.preferred_Sector_data.map((item) => ({ value: item._id, label: item.title })),
});

export function usePreferredSectors() {
  return useQuery(preferredSectorsQuery);
}
