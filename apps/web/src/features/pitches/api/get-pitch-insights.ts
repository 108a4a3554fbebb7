import type { InsightsPeriod, PitchInsights } from '@angelbridge/contracts';
import { calls } from '@angelbridge/contracts/calls';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { pitchKeys } from './pitch-keys';

/** The owner's insights of one pitch over the last 30 or 90 days. */
export function usePitchInsights(pitchId: string, days: InsightsPeriod) {
  return useQuery({
    queryKey: [...pitchKeys.byId(pitchId), 'insights', days],
    queryFn: ({ signal }) => callApi(calls.getPitchInsights, { pitch_id: pitchId, days }, { signal }),
    select: (answer): PitchInsights => answer.insights,
    // Switching the period keeps the figures on screen until the new ones arrive.
    placeholderData: keepPreviousData,
  });
}
