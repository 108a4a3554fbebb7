import type { Certification, CertificationBasis } from '@angelbridge/contracts';
import { calls } from '@angelbridge/contracts/calls';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';

export const certificationKey = ['certification', 'mine'] as const;

/** The signed-in investor's current certification, or null (never, or expired). Personal: browser only. */
export function useMyCertification() {
  return useQuery({
    queryKey: certificationKey,
    queryFn: ({ signal }) => callApi(calls.getMyCertification, {}, { signal }),
    select: (answer): Certification | null => answer.certification,
  });
}

export interface CertifyInput {
  basis: CertificationBasis;
  country_id: string;
  signed_name: string;
  statement_accepted: boolean;
}

/**
 * Signs a certification. Pitches read differently afterwards (private rounds open or close), so every
 * discovery answer is read again.
 */
export function useCertifyInvestor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CertifyInput) => callApi(calls.certifyInvestor, input),
    onSuccess: (answer) => {
      queryClient.setQueryData(certificationKey, answer);
      void queryClient.invalidateQueries({ queryKey: ['discovery'] });
      void queryClient.invalidateQueries({ queryKey: ['follows'] });
    },
  });
}
