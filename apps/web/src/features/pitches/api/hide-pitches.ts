import type { getPitches, ResponseOf } from '@angelbridge/contracts';
import { calls } from '@angelbridge/contracts/calls';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { pitchKeys } from './pitch-keys';

type PitchList = ResponseOf<typeof getPitches>;

interface HideInput {
  pitchId: string;
  hidden: boolean;
}

/**
 * Hides or shows a pitch. The card changes at once; if the server refuses, the list goes back to what it
 * was and the caller shows why.
 */
export function useHidePitch() {
  const queryClient = useQueryClient();
  const setHidden = (pitchId: string, hidden: boolean) =>
    queryClient.setQueryData<PitchList>(pitchKeys.mine, (list) =>
      list
        ? {
            ...list,
            pitch_data: list.pitch_data.map((p) => (p._id === pitchId ? { ...p, is_hidden: hidden } : p)),
          }
        : list,
    );
  return useMutation({
    mutationFn: ({ pitchId, hidden }: HideInput) =>
      callApi(calls.hidePitches, { pitch_id: pitchId, value: hidden }),
    onMutate: async ({ pitchId, hidden }) => {
      await queryClient.cancelQueries({ queryKey: pitchKeys.mine });
      const before = queryClient.getQueryData<PitchList>(pitchKeys.mine);
      setHidden(pitchId, hidden);
      return { before };
    },
    onError: (_error, _input, context) => {
      if (context?.before) queryClient.setQueryData(pitchKeys.mine, context.before);
    },
    onSuccess: (answer) => {
      queryClient.setQueryData(pitchKeys.byId(answer.pitch_data._id), answer);
      setHidden(answer.pitch_data._id, answer.pitch_data.is_hidden);
    },
  });
}
