import { calls } from '@angelbridge/contracts/calls';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { invalidateRound } from './invalidate-round';

/** The owner shows or hides the round's progress on the pitch page. */
export function useSetRoundVisibility(pitchId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (showProgress: boolean) =>
      callApi(calls.setRoundVisibility, { pitch_id: pitchId, show_progress: showProgress }),
    onSuccess: () => void invalidateRound(queryClient, pitchId),
  });
}
