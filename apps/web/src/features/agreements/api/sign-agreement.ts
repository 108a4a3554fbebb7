import type { RequestOf, signAgreement } from '@angelbridge/contracts';
import { calls } from '@angelbridge/contracts/calls';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { agreementKeys } from './agreement-keys';

/** Signs the document the person reviewed (its sha256); the page and the lists are read again after. */
export function useSignAgreement() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: RequestOf<typeof signAgreement>) => callApi(calls.signAgreement, body),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: agreementKeys.all }),
  });
}
