import { calls } from '@angelbridge/contracts/calls';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { conversationKeys } from '../../conversations/index';
import { updateKeys } from './update-keys';

/** A recipient's reply: it lands in a conversation, so Messages and the update's page are read again. */
export function useReplyToUpdate(updateId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: string) => callApi(calls.replyToUpdate, { update_id: updateId, body }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: conversationKeys.all }),
        queryClient.invalidateQueries({ queryKey: updateKeys.one(updateId) }),
      ]),
  });
}
