import { calls } from '@angelbridge/contracts/calls';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { applyOwnRead } from './live-events';

/** Moves the caller's read mark to a message; the row's badge and the header total follow. */
export function useMarkConversationRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (mark: { conversation_id: string; message_id: string }) =>
      callApi(calls.markConversationRead, mark),
    onSuccess: (answer, mark) => applyOwnRead(queryClient, mark.conversation_id, answer.unread_total),
  });
}
