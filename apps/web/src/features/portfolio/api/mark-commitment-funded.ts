import type { markCommitmentFunded, RequestOf } from '@angelbridge/contracts';
import { calls } from '@angelbridge/contracts/calls';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { pitchByIdQuery } from '../../discovery/index';
import { portfolioKeys } from './portfolio-keys';

export type MarkFundedInput = RequestOf<typeof markCommitmentFunded>;

/**
 * The founder records money received. The pitch's page shows the new funding raised, so it is read
 * again; the caller's own lists (the agreements table) are refreshed by the dialog's `onFunded`.
 */
export function useMarkCommitmentFunded() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: MarkFundedInput) => callApi(calls.markCommitmentFunded, input),
    onSuccess: (answer) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: portfolioKeys.all }),
        queryClient.invalidateQueries({ queryKey: pitchByIdQuery(answer.commitment.pitch_id).queryKey }),
      ]),
  });
}
