import { calls } from '@angelbridge/contracts/calls';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { pitchKeys } from './pitch-keys';

export function useDeletePitch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (pitchId: string) => callApi(calls.deletePitches, { pitch_id: pitchId }),
    onSuccess: (_answer, pitchId) => {
      queryClient.removeQueries({ queryKey: pitchKeys.byId(pitchId) });
      return queryClient.invalidateQueries({ queryKey: pitchKeys.mine });
    },
  });
}
