import { calls } from '@angelbridge/contracts/calls';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { pitchKeys } from './pitch-keys';

interface DeleteMemberInput {
  pitchId: string;
  teamId: string;
}

export function useDeletePitchTeam() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ pitchId, teamId }: DeleteMemberInput) =>
      callApi(calls.deletePitchTeam, { pitch_id: pitchId, team_id: teamId }),
    onSuccess: (_answer, { pitchId }) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: pitchKeys.byId(pitchId) }),
        queryClient.invalidateQueries({ queryKey: pitchKeys.mine }),
      ]),
  });
}
