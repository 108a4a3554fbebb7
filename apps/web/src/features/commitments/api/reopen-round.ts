import { calls } from '@angelbridge/contracts/calls';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { invalidateRound } from './invalidate-round';

/** The owner opens a closing round again. */
export function useReopenRound(pitchId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => callApi(calls.reopenRound, { pitch_id: pitchId }),
    onSuccess: () => void invalidateRound(queryClient, pitchId),
  });
}
