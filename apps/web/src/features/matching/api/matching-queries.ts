import { calls } from '@angelbridge/contracts/calls';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { useSession } from '../../../lib/session';

/**
 * Personal reads (issue 22): asked by the browser after the public data, for a signed-in investor only,
 * so they never go through the public cache or a server-rendered page (ARCHITECTURE convention 19).
 * Keys carry the token: another account in the same tab never sees these answers.
 */
export const matchingKeys = {
  all: ['matching'] as const,
  recommended: (token: string, limit: number) => ['matching', 'recommended', token, limit] as const,
  matches: (token: string, ids: readonly string[]) => ['matching', 'matches', token, ...ids] as const,
};

export const recommendedQuery = (token: string, limit: number) =>
  queryOptions({
    queryKey: matchingKeys.recommended(token, limit),
    queryFn: ({ signal }) => callApi(calls.getRecommendedPitches, { limit }, { signal }),
  });

/** "Recommended for you": only for a signed-in investor; disabled otherwise. */
export function useRecommendedPitches(limit = 6) {
  const session = useSession();
  const investor = session.signedIn && session.userType === 'investor' && session.token !== null;
  const query = useQuery({ ...recommendedQuery(session.token ?? '', limit), enabled: investor });
  return { investor, ...query };
}

/** The signed-in investor's match for each pitch shown; an empty map for anyone else. */
export function usePitchMatches(pitchIds: readonly string[]) {
  const session = useSession();
  const ids = [...new Set(pitchIds)].sort().slice(0, 100);
  const investor = session.signedIn && session.userType === 'investor' && session.token !== null;
  const query = useQuery({
    queryKey: matchingKeys.matches(session.token ?? '', ids),
    queryFn: ({ signal }) => callApi(calls.getPitchMatches, { pitch_ids: ids }, { signal }),
    enabled: investor && ids.length > 0,
    placeholderData: keepPreviousData,
    select: (data) => new Map(data.matches.map((m) => [m.pitch_id, m.match])),
  });
  return { investor, matches: query.data ?? new Map(), isError: query.isError };
}
