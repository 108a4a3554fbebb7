import type { RequestOf, saveUpdate } from '@angelbridge/contracts';
import { calls } from '@angelbridge/contracts/calls';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { updateKeys } from './update-keys';

export type SaveUpdateBody = RequestOf<typeof saveUpdate>;

/** Creates a draft, or replaces one (update_id); the pitch's list and the draft's page are read again. */
export function useSaveUpdate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SaveUpdateBody) => callApi(calls.saveUpdate, body),
    onSuccess: (answer) => {
      queryClient.setQueryData(updateKeys.one(answer.update._id), (old: unknown) =>
        old && typeof old === 'object' ? { ...old, update: answer.update } : old,
      );
      return queryClient.invalidateQueries({ queryKey: updateKeys.lists });
    },
  });
}
