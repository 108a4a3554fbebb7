import type { commitToPitch, RequestOf } from '@angelbridge/contracts';
import { calls } from '@angelbridge/contracts/calls';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { invalidateRound } from './invalidate-round';

export type CommitInput = RequestOf<typeof commitToPitch>;

/** Commits to a pitch, or amends the caller's live commitment on it (the server tells which). */
export function useCommitToPitch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CommitInput) => callApi(calls.commitToPitch, input),
    onSuccess: (_answer, input) => void invalidateRound(queryClient, input.pitch_id),
  });
}
