import { calls } from '@angelbridge/contracts/calls';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { updateKeys } from './update-keys';

/**
 * One update, for its owner (with each recipient's read status) or a recipient. Reading it marks it read
 * on the server; the lists are never served from the cache (staleTime 0), so they show it read next time.
 */
export function useUpdate(updateId: string) {
  return useQuery({
    queryKey: updateKeys.one(updateId),
    queryFn: ({ signal }) => callApi(calls.getUpdate, { update_id: updateId }, { signal }),
    enabled: updateId !== '',
    staleTime: 0,
  });
}
