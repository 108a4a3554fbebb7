import type { UserProfile } from '@angelbridge/contracts';
import { calls } from '@angelbridge/contracts/calls';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';

/** The signed-in user's own profile; the session bootstrap fills this cache on load. */
export const userDetailsQuery = queryOptions({
  queryKey: ['profiles', 'me'],
  queryFn: ({ signal }) => callApi(calls.getUserDetails, {}, { signal }),
});

export function useUserDetails() {
  return useQuery({ ...userDetailsQuery, select: (answer): UserProfile => answer.user_data });
}
