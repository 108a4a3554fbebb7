import type { Pitch } from '@angelbridge/contracts';
import { calls } from '@angelbridge/contracts/calls';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { pitchKeys } from './pitch-keys';

/** One of the signed-in entrepreneur's own pitches, with team (contact data included), documents and milestones. */
export const pitchByIdQuery = (pitchId: string) =>
  queryOptions({
    queryKey: pitchKeys.byId(pitchId),
    queryFn: ({ signal }) => callApi(calls.getPitchesById, { pitch_id: pitchId }, { signal }),
    select: (answer): Pitch => answer.pitch_data,
  });

export function usePitchById(pitchId: string | null) {
  return useQuery({ ...pitchByIdQuery(pitchId ?? ''), enabled: pitchId !== null });
}
