import { calls } from '@angelbridge/contracts/calls';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { agreementKeys } from './agreement-keys';

/** The founder voids an agreement before it is completed; the investor is told the reason. */
export function useVoidAgreement() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ agreementId, reason }: { agreementId: string; reason: string }) =>
      callApi(calls.voidAgreement, { agreement_id: agreementId, reason }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: agreementKeys.all }),
  });
}
