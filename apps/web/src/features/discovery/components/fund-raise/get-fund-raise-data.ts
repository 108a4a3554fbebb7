import { calls } from '@angelbridge/contracts/calls';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../../lib/api-client';

export const fundRaiseQuery = queryOptions({
  queryKey: ['discovery', 'fund-raise'],
  queryFn: ({ signal }) => callApi(calls.getFundRaiseData, {}, { signal }),
  select: (answer) => answer.investment_data,
});

/** Investors, pitches currently fundraising and entrepreneurs to scout (the funding page and home). */
export function useFundRaiseData() {
  return useQuery(fundRaiseQuery);
}
