import { calls } from '@angelbridge/contracts/calls';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { invalidateRound } from './invalidate-round';

/** Withdraws the caller's live commitment (until the round closes: then the server answers 409). */
export function useWithdrawCommitment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (commitmentId: string) => callApi(calls.withdrawCommitment, { commitment_id: commitmentId }),
    onSuccess: (answer) => void invalidateRound(queryClient, answer.commitment.pitch_id),
  });
}
