import { calls } from '@angelbridge/contracts/calls';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { invalidateRound } from './invalidate-round';

/** The owner closes the round: its accepted, conditions-met commitments become closing. */
export function useCloseRound(pitchId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => callApi(calls.closeRound, { pitch_id: pitchId }),
    onSuccess: () => void invalidateRound(queryClient, pitchId),
  });
}
