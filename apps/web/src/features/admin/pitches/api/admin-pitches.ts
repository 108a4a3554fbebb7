import type { adminGetPitches, RequestOf } from '@angelbridge/contracts';
import { calls } from '@angelbridge/contracts/calls';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callAdmin } from '../../admin-api';

export type PitchFilter = RequestOf<typeof adminGetPitches>;

/** A page of pitches with the featured count; the previous page stays on screen while the next loads. */
export function useAdminPitches(filter: PitchFilter) {
  return useQuery({
    queryKey: ['admin', 'pitches', filter],
    queryFn: () => callAdmin(calls.adminGetPitches, filter),
    placeholderData: keepPreviousData,
  });
}

/** One pitch with its round (state, totals, lead, newest commitments). */
export function useAdminPitch(pitchId: string) {
  return useQuery({
    queryKey: ['admin', 'pitches', 'one', pitchId],
    queryFn: () => callAdmin(calls.adminGetPitchById, { pitch_id: pitchId }),
  });
}

/** Unpublish (with a reason), restore and feature; the console's lists are read again after each. */
export function usePitchModeration() {
  const queryClient = useQueryClient();
  const settled = () => queryClient.invalidateQueries({ queryKey: ['admin'] });
  const unpublish = useMutation({
    mutationFn: (input: { pitchId: string; reason: string }) =>
      callAdmin(calls.adminUnpublishPitch, { pitch_id: input.pitchId, reason: input.reason }),
    onSuccess: settled,
  });
  const restore = useMutation({
    mutationFn: (pitchId: string) => callAdmin(calls.adminRestorePitch, { pitch_id: pitchId }),
    onSuccess: settled,
  });
  const feature = useMutation({
    mutationFn: (input: { pitchId: string; value: boolean }) =>
      callAdmin(calls.adminFeaturePitch, { pitch_id: input.pitchId, value: input.value }),
    onSuccess: settled,
  });
  return { unpublish, restore, feature };
}
