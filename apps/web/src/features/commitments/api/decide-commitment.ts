import type { CommitmentDecision } from '@angelbridge/contracts';
import { calls } from '@angelbridge/contracts/calls';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { invalidateRound } from './invalidate-round';

export interface DecideInput {
  commitmentId: string;
  decision: CommitmentDecision;
  reason?: string | undefined;
}

/** The owner accepts or declines one commitment; the round's totals and tables are read again after. */
export function useDecideCommitment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ commitmentId, decision, reason }: DecideInput) =>
      callApi(calls.decideCommitment, {
        commitment_id: commitmentId,
        decision,
        ...(reason ? { reason } : {}),
      }),
    onSuccess: (answer) => void invalidateRound(queryClient, answer.commitment.pitch_id),
  });
}
