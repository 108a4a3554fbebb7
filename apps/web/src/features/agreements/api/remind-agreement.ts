import { calls } from '@angelbridge/contracts/calls';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { agreementKeys } from './agreement-keys';

/** The founder reminds the investor to sign (the server allows one a day and says when it refuses). */
export function useRemindAgreement() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (agreementId: string) => callApi(calls.remindAgreement, { agreement_id: agreementId }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: agreementKeys.all }),
  });
}
