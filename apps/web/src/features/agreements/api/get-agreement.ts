import { calls } from '@angelbridge/contracts/calls';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { agreementKeys } from './agreement-keys';

/**
 * One agreement for one of its parties, with whether they may sign it now. Never served from a stale
 * cache: its document link is signed for a short while and the other party may have signed meanwhile.
 */
export function useAgreement(agreementId: string) {
  return useQuery({
    queryKey: agreementKeys.one(agreementId),
    queryFn: ({ signal }) => callApi(calls.getAgreement, { agreement_id: agreementId }, { signal }),
    staleTime: 0,
    enabled: agreementId !== '',
  });
}
