import { calls } from '@angelbridge/contracts/calls';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { updateKeys } from './update-keys';

/** Each metric of a pitch over time, from the published updates the caller may read. */
export function usePitchMetrics(pitchId: string, enabled = true) {
  return useQuery({
    queryKey: updateKeys.pitchMetrics(pitchId),
    queryFn: ({ signal }) => callApi(calls.getPitchMetrics, { pitch_id: pitchId }, { signal }),
    enabled: enabled && pitchId !== '',
  });
}
