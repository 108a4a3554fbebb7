import { calls } from '@angelbridge/contracts/calls';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';

/** The headline numbers; the server renderer answers it for home and /scout (`reads`), so the first paint has them. */
export const platformStatsQuery = queryOptions({
  queryKey: ['discovery', 'platform-stats'],
  queryFn: ({ signal }) => callApi(calls.getPlatformStats, {}, { signal }),
  select: (answer) => answer.stats,
});

export function usePlatformStats() {
  return useQuery(platformStatsQuery);
}
