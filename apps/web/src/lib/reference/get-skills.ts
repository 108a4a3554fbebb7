import { calls } from '@angelbridge/contracts/calls';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../api-client';
import type { PickOption } from './pick-option';

export const skillsQuery = queryOptions({
  queryKey: ['reference', 'skills'],
  queryFn: ({ signal }) => callApi(calls.getSkill, {}, { signal }),
  // Pick lists change with a release, not during a visit.
  staleTime: Number.POSITIVE_INFINITY,
  select: (answer): PickOption[] =>
    answer.skill_data.map((item) => ({ value: item._id, label: item.skills })),
});

export function useSkills() {
  return useQuery(skillsQuery);
}
