import { calls } from '@angelbridge/contracts/calls';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { agreementKeys } from './agreement-keys';

/** The founder's terms of one round (null before they are set), whether they may change, and the preview link. */
export function useRoundTerms(pitchId: string) {
  return useQuery({
    queryKey: agreementKeys.roundTerms(pitchId),
    queryFn: ({ signal }) => callApi(calls.getRoundTerms, { pitch_id: pitchId }, { signal }),
    enabled: pitchId !== '',
  });
}
