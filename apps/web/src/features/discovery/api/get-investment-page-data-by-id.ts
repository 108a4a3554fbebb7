import { calls } from '@angelbridge/contracts/calls';
import { queryOptions, usePrefetchQuery, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';

/** One visible pitch with its similar pitches. The pitch page and anything that links to a pitch share it. */
export const pitchByIdQuery = (pitchId: string) =>
  queryOptions({
    queryKey: ['discovery', 'pitch', pitchId],
    queryFn: ({ signal }) => callApi(calls.getInvestmentPageDataById, { investment_id: pitchId }, { signal }),
  });

export function usePitchById(pitchId: string) {
  // Sent during the render rather than after the commit: the pitch is what the page waits for.
  usePrefetchQuery(pitchByIdQuery(pitchId));
  return useQuery(pitchByIdQuery(pitchId));
}
