import { calls } from '@angelbridge/contracts/calls';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { pitchKeys } from './pitch-keys';

interface DeleteMilestoneInput {
  pitchId: string;
  milestoneId: string;
}

export function useDeletePitchMilestone() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ pitchId, milestoneId }: DeleteMilestoneInput) =>
      callApi(calls.deletePitchMilestone, { pitch_id: pitchId, milestone_id: milestoneId }),
    onSuccess: (_answer, { pitchId }) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: pitchKeys.byId(pitchId) }),
        queryClient.invalidateQueries({ queryKey: pitchKeys.mine }),
      ]),
  });
}
