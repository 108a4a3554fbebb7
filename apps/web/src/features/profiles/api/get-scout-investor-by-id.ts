import { calls } from '@angelbridge/contracts/calls';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';

export type ProfileKind = 'investor' | 'entrepreneur';

/**
 * A scouted person's profile. Cards say which kind of person they open; a link without it (an old
 * bookmark, the header search) leaves the type out and the answer tells.
 */
export const scoutedProfileQuery = (userId: string, type: ProfileKind | null) =>
  queryOptions({
    queryKey: ['discovery', 'profile', userId, type],
    queryFn: ({ signal }) =>
      callApi(calls.getScoutInvestorById, type ? { inventor_id: userId, type } : { inventor_id: userId }, {
        signal,
      }),
    select: (answer) => answer.scout_investor,
  });

export function useScoutedProfile(userId: string, type: ProfileKind | null) {
  return useQuery(scoutedProfileQuery(userId, type));
}

/** The same answer's pitches of the person (a founder's visible ones; none for an investor). */
export function useScoutedPitches(userId: string, type: ProfileKind | null) {
  return useQuery({ ...scoutedProfileQuery(userId, type), select: (answer) => answer.investment_data });
}
