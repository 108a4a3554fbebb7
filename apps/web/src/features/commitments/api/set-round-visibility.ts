import type { getPitchCommitments, ResponseOf } from '@angelbridge/contracts';
import { calls } from '@angelbridge/contracts/calls';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { commitmentKeys } from './commitment-keys';
import { invalidateRound } from './invalidate-round';

type RoundPage = ResponseOf<typeof getPitchCommitments>;

/**
 * The owner shows or hides the round's progress on the pitch page (the switch shows the click at once,
 * RoundControls). Clicks in a row are sent one after another (scope); only the last to settle writes its
 * answer into every cached page of the round and reads the round again, so an earlier answer (or the read
 * it started) never lands after a later one.
 */
export function useSetRoundVisibility(pitchId: string) {
  const queryClient = useQueryClient();
  const mutationKey = commitmentKeys.roundVisibility(pitchId);
  // this call is still counted while its own callbacks run
  const last = () => queryClient.isMutating({ mutationKey }) <= 1;
  return useMutation({
    mutationKey,
    scope: { id: mutationKey.join(' ') },
    mutationFn: (showProgress: boolean) =>
      callApi(calls.setRoundVisibility, { pitch_id: pitchId, show_progress: showProgress }),
    onSuccess: (answer) => {
      if (!last()) return;
      queryClient.setQueriesData<RoundPage>({ queryKey: commitmentKeys.pitchCommitments(pitchId) }, (page) =>
        page ? { ...page, round: answer.round } : page,
      );
    },
    onSettled: () => (last() ? invalidateRound(queryClient, pitchId) : undefined),
  });
}
