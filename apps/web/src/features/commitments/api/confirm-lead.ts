import { calls } from '@angelbridge/contracts/calls';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { invalidateRound } from './invalidate-round';

/** The owner confirms one investor as the round's lead, or removes the lead (investorId null). */
export function useConfirmLead(pitchId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (investorId: string | null) =>
      callApi(calls.confirmLead, { pitch_id: pitchId, investor_id: investorId }),
    onSuccess: () => void invalidateRound(queryClient, pitchId),
  });
}
