/** Cache keys of conversations: the list (with the header's unread total) and each thread. */
export const conversationKeys = {
  all: ['conversations'] as const,
  list: ['conversations', 'list'] as const,
  thread: (conversationId: string) => ['conversations', 'thread', conversationId] as const,
};
