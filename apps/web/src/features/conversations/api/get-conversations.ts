import type { ConversationSummary, getConversations, ResponseOf } from '@angelbridge/contracts';
import { calls } from '@angelbridge/contracts/calls';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { conversationKeys } from './conversation-keys';

export type ConversationList = ResponseOf<typeof getConversations>;

/** The caller's conversations, newest activity first, and the unread total the header shows. */
export function useConversations(enabled = true) {
  return useQuery({
    queryKey: conversationKeys.list,
    queryFn: ({ signal }) => callApi(calls.getConversations, {}, { signal }),
    enabled,
  });
}

/** The conversation about `pitchId` (with `otherId`, when the caller is the owner), if one exists. */
export function findConversation(
  list: ConversationList | undefined,
  pitchId: string,
  otherId?: string,
): ConversationSummary | undefined {
  return list?.conversations.find(
    (c) => c.pitch_id === pitchId && (otherId === undefined || c.other._id === otherId),
  );
}
