import { calls } from '@angelbridge/contracts/calls';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { updateKeys } from './update-keys';

/** Deletes a draft; the draft's own query is dropped, so nothing asks for it again. */
export function useDeleteUpdate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (updateId: string) => callApi(calls.deleteUpdate, { update_id: updateId }),
    onSuccess: (_answer, updateId) => {
      queryClient.removeQueries({ queryKey: updateKeys.one(updateId) });
      return queryClient.invalidateQueries({ queryKey: updateKeys.lists });
    },
  });
}
