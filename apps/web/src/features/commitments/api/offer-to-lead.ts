import { calls } from '@angelbridge/contracts/calls';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { invalidateRound } from './invalidate-round';

export interface LeadOfferInput {
  pitch_id: string;
  memo: string;
  conflicts: string;
}

/** An investor with a live commitment offers to lead the round (again: updates the offer). */
export function useOfferToLead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: LeadOfferInput) => callApi(calls.offerToLead, input),
    onSuccess: (_answer, input) => void invalidateRound(queryClient, input.pitch_id),
  });
}
