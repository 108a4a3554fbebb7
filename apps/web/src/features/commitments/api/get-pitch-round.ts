import { calls } from '@angelbridge/contracts/calls';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { useSession } from '../../../lib/session';
import { commitmentKeys } from './commitment-keys';

/**
 * The round of a pitch as the signed-in caller sees it (their own commitment, the lead's memo, what they
 * may do). Personal (convention 19): only fetched in the browser for a session, never in server rendering.
 */
export function usePitchRound(pitchId: string) {
  const { signedIn } = useSession();
  return useQuery({
    queryKey: commitmentKeys.pitchRound(pitchId),
    queryFn: ({ signal }) => callApi(calls.getPitchRound, { pitch_id: pitchId }, { signal }),
    enabled: signedIn && pitchId !== '',
  });
}
