import { calls } from '@angelbridge/contracts/calls';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { updateKeys } from './update-keys';

/**
 * A page of updates: the owner's of one pitch (drafts too, with read counts), or, with no pitch, the
 * published updates sent to the caller across companies, newest first, with unread flags. Always read
 * fresh: opening an update elsewhere changes its unread flag.
 */
export function useUpdates({ pitchId, page }: { pitchId: string | null; page: number }) {
  return useQuery({
    queryKey: updateKeys.list(pitchId, page),
    queryFn: ({ signal }) =>
      callApi(calls.getUpdates, { page, ...(pitchId ? { pitch_id: pitchId } : {}) }, { signal }),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}
