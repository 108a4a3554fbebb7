import type { addPitches, ResponseOf } from '@angelbridge/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { pitchKeys } from './pitch-keys';

/** After any step is saved: the answer is the stored pitch, and the list's card may have changed. */
export function useStepSaved() {
  const queryClient = useQueryClient();
  return (answer: ResponseOf<typeof addPitches>) => {
    queryClient.setQueryData(pitchKeys.byId(answer.pitch_data._id), answer);
    return queryClient.invalidateQueries({ queryKey: pitchKeys.mine });
  };
}
