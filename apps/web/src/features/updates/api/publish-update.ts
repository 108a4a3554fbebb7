import { calls } from '@angelbridge/contracts/calls';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { updateKeys } from './update-keys';

/** Publishes a saved draft once; its page, the lists and the pitch's metrics change with it. */
export function usePublishUpdate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (updateId: string) => callApi(calls.publishUpdate, { update_id: updateId }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: updateKeys.all }),
  });
}
