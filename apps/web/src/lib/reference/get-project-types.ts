import { calls } from '@angelbridge/contracts/calls';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../api-client';
import type { PickOption } from './pick-option';

export const projectTypesQuery = queryOptions({
  queryKey: ['reference', 'projectTypes'],
  queryFn: ({ signal }) => callApi(calls.getProjectType, {}, { signal }),
  // Pick lists change with a release, not during a visit.
  staleTime: Number.POSITIVE_INFINITY,
  select: (answer): PickOption[] =>
    answer.projectType_data.map((item) => ({ value: item._id, label: item.title })),
});

export function useProjectTypes() {
  return useQuery(projectTypesQuery);
}
