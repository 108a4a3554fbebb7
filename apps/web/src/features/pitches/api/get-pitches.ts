import type { Pitch } from '@angelbridge/contracts';
import { calls } from '@angelbridge/contracts/calls';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { pitchKeys } from './pitch-keys';

/** The signed-in entrepreneur's pitches, drafts and hidden ones included. */
export const myPitchesQuery = queryOptions({
  queryKey: pitchKeys.mine,
  queryFn: ({ signal }) => callApi(calls.getPitches, {}, { signal }),
});

export function useMyPitches(enabled = true) {
  return useQuery({ ...myPitchesQuery, enabled, select: (answer): Pitch[] => answer.pitch_data });
}
