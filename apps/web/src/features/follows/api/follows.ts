import type { FollowedPitch, SavedSearch, SavedSearchAlert } from '@angelbridge/contracts';
import { calls } from '@angelbridge/contracts/calls';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { useSession } from '../../../lib/session';

export const followKeys = {
  followed: ['follows', 'pitches'] as const,
  searches: ['follows', 'saved-searches'] as const,
};

/**
 * The signed-in investor's followed pitches. Personal (convention 19): only ever fetched in the browser
 * for an investor's session, never rendered by the server, so every card and page reads its follow state
 * from this one list.
 */
export function useFollowedPitches() {
  const { signedIn, userType } = useSession();
  return useQuery({
    queryKey: followKeys.followed,
    queryFn: ({ signal }) => callApi(calls.getFollowedPitches, {}, { signal }),
    select: (answer): FollowedPitch[] => answer.pitches,
    enabled: signedIn && userType === 'investor',
  });
}

type FollowedAnswer = { success: true; message: string; pitches: FollowedPitch[] };

/**
 * Follows or unfollows at once in the page (optimistic): the list gains a placeholder or loses the pitch
 * before the server answers, and goes back as it was when the call fails. The list is read again after,
 * so a followed pitch shows its card.
 */
export function useFollowPitch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ pitchId, value }: { pitchId: string; value: boolean }) =>
      callApi(calls.followPitch, { pitch_id: pitchId, value }),
    onMutate: async ({ pitchId, value }) => {
      await queryClient.cancelQueries({ queryKey: followKeys.followed });
      const before = queryClient.getQueryData<FollowedAnswer>(followKeys.followed);
      const pitches = (before?.pitches ?? []).filter((p) => p._id !== pitchId);
      const placeholder = { _id: pitchId, id: pitchId } as FollowedPitch;
      queryClient.setQueryData<FollowedAnswer>(followKeys.followed, {
        success: true,
        message: before?.message ?? '',
        pitches: value ? [placeholder, ...pitches] : pitches,
      });
      return { before };
    },
    onError: (_error, _vars, context) => {
      queryClient.setQueryData(followKeys.followed, context?.before);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: followKeys.followed }),
  });
}

export function useSavedSearches() {
  return useQuery({
    queryKey: followKeys.searches,
    queryFn: ({ signal }) => callApi(calls.getSavedSearches, {}, { signal }),
    select: (answer): SavedSearch[] => answer.saved_searches,
  });
}

export interface NewSavedSearch {
  name: string;
  filters: SavedSearch['filters'];
  alert: SavedSearchAlert;
}

export function useSaveSearch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (search: NewSavedSearch) => callApi(calls.saveSearch, search),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: followKeys.searches }),
  });
}

export function useDeleteSavedSearch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => callApi(calls.deleteSavedSearch, { saved_search_id: id }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: followKeys.searches }),
  });
}
