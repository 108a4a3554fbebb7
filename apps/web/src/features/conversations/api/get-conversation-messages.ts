import type { ConversationMessage, getConversationMessages, ResponseOf } from '@angelbridge/contracts';
import { calls } from '@angelbridge/contracts/calls';
import { type InfiniteData, useInfiniteQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { conversationKeys } from './conversation-keys';

export type ThreadPage = ResponseOf<typeof getConversationMessages>;
/**
 * A thread in the cache: pages[0] is the newest page and each next page is older (fetchNextPage loads
 * "older"). A refetch walks from the newest page back, so the pages always join without a gap.
 */
export type ThreadData = InfiniteData<ThreadPage, string | undefined>;

export function useConversationThread(conversationId: string) {
  return useInfiniteQuery({
    queryKey: conversationKeys.thread(conversationId),
    queryFn: ({ pageParam, signal }) =>
      callApi(
        calls.getConversationMessages,
        { conversation_id: conversationId, before: pageParam },
        { signal },
      ),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => (page.has_more ? page.messages[0]?._id : undefined),
  });
}

/** Every loaded message, oldest first, each once. */
export function threadMessages(data: { pages: ThreadPage[] } | undefined): ConversationMessage[] {
  if (!data) return [];
  const seen = new Set<string>();
  const ordered: ConversationMessage[] = [];
  for (const page of [...data.pages].reverse()) {
    for (const message of page.messages) {
      if (seen.has(message._id)) continue;
      seen.add(message._id);
      ordered.push(message);
    }
  }
  return ordered;
}
