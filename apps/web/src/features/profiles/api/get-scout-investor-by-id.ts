import { getScoutInvestorById } from '@angelbridge/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, callApi } from '../../../lib/api-client';

export type ProfileKind = 'investor' | 'entrepreneur';

/**
 * A scouted person's profile. The call needs the person's type; a link without one (an old bookmark,
 * the header search) tries investor first, then entrepreneur, since an id belongs to one of them only.
 */
export const scoutedProfileQuery = (userId: string, type: ProfileKind | null) =>
  queryOptions({
    queryKey: ['discovery', 'profile', userId, type],
    queryFn: async ({ signal }) => {
      if (type) return callApi(getScoutInvestorById, { inventor_id: userId, type }, { signal });
      try {
        return await callApi(getScoutInvestorById, { inventor_id: userId, type: 'investor' }, { signal });
      } catch (error) {
        if (!(error instanceof ApiError && error.status === 404)) throw error;
        return callApi(getScoutInvestorById, { inventor_id: userId, type: 'entrepreneur' }, { signal });
      }
    },
    select: (answer) => answer.scout_investor,
  });

export function useScoutedProfile(userId: string, type: ProfileKind | null) {
  return useQuery(scoutedProfileQuery(userId, type));
}
