import type {
  ConversationMessage,
  ConversationReadEvent,
  ConversationStatusEvent,
  ConversationSummary,
  MessageEvent,
} from '@angelbridge/contracts';
import type { QueryClient } from '@tanstack/react-query';
import { conversationKeys } from './conversation-keys';
import type { ThreadData } from './get-conversation-messages';
import type { ConversationList } from './get-conversations';

/**
 * How the conversation caches follow the live events (and the caller's own sends): every change is
 * idempotent, so a message that arrives both from the stream and from the send's answer shows once.
 */

const summaryOf = (message: ConversationMessage, summary: ConversationSummary): ConversationSummary => ({
  ...summary,
  last_message: {
    body: message.body,
    created_at: message.created_at,
    from_me: message.from_id !== summary.other._id,
  },
});

/** Adds `message` to its open thread (newest last), unless it is there already. */
export function addMessageToThread(client: QueryClient, message: ConversationMessage): void {
  client.setQueryData<ThreadData>(conversationKeys.thread(message.conversation_id), (thread) => {
    if (!thread) return thread;
    if (thread.pages.some((page) => page.messages.some((m) => m._id === message._id))) return thread;
    const [newest, ...older] = thread.pages;
    if (!newest) return thread;
    return { ...thread, pages: [{ ...newest, messages: [...newest.messages, message] }, ...older] };
  });
}

/** A `message` event: the thread, the list's row (moved to the top) and the unread total. */
export function applyMessageEvent(client: QueryClient, event: MessageEvent): void {
  addMessageToThread(client, event.message);
  let known = false;
  client.setQueryData<ConversationList>(conversationKeys.list, (list) => {
    if (!list) return list;
    const row = list.conversations.find((c) => c._id === event.conversation_id);
    if (!row) return { ...list, unread_total: event.unread_total };
    known = true;
    const fromOther = event.message.from_id === row.other._id;
    const isNew = row.last_message?.created_at !== event.message.created_at || !row.last_message;
    const updated = {
      ...summaryOf(event.message, row),
      unread_count: row.unread_count + (fromOther && isNew ? 1 : 0),
    };
    return {
      ...list,
      unread_total: event.unread_total,
      conversations: [updated, ...list.conversations.filter((c) => c._id !== row._id)],
    };
  });
  // A conversation the list does not know yet (the other side just started it): read the list again.
  if (!known) void client.invalidateQueries({ queryKey: conversationKeys.list });
}

/** A `conversation_read` event: the thread's read marks ("Seen") and the reader's own unread total. */
export function applyReadEvent(client: QueryClient, event: ConversationReadEvent): void {
  client.setQueryData<ThreadData>(conversationKeys.thread(event.conversation_id), (thread) => {
    if (!thread) return thread;
    const [newest, ...older] = thread.pages;
    if (!newest) return thread;
    const marks = newest.read_up_to.filter((mark) => mark.user_id !== event.read_up_to.user_id);
    return { ...thread, pages: [{ ...newest, read_up_to: [...marks, event.read_up_to] }, ...older] };
  });
  const list = client.getQueryData<ConversationList>(conversationKeys.list);
  const row = list?.conversations.find((c) => c._id === event.conversation_id);
  if (list && row && row.other._id !== event.read_up_to.user_id) {
    // The caller read on another tab: their counts changed, which only the server knows exactly.
    void client.invalidateQueries({ queryKey: conversationKeys.list });
  } else if (list) {
    client.setQueryData<ConversationList>(conversationKeys.list, {
      ...list,
      unread_total: event.unread_total,
    });
  }
}

/** A `conversation_status` event: the row and the open thread become read-only or reopen. */
export function applyStatusEvent(client: QueryClient, event: ConversationStatusEvent): void {
  const withStatus = (summary: ConversationSummary) =>
    summary._id === event.conversation_id ? { ...summary, status: event.status } : summary;
  client.setQueryData<ConversationList>(conversationKeys.list, (list) =>
    list ? { ...list, conversations: list.conversations.map(withStatus) } : list,
  );
  client.setQueryData<ThreadData>(conversationKeys.thread(event.conversation_id), (thread) =>
    thread
      ? {
          ...thread,
          pages: thread.pages.map((page) => ({ ...page, conversation: withStatus(page.conversation) })),
        }
      : thread,
  );
}

/** After the caller marked a conversation read: its row has nothing unread, the header shows the total. */
export function applyOwnRead(client: QueryClient, conversationId: string, unreadTotal: number): void {
  client.setQueryData<ConversationList>(conversationKeys.list, (list) =>
    list
      ? {
          ...list,
          unread_total: unreadTotal,
          conversations: list.conversations.map((c) =>
            c._id === conversationId ? { ...c, unread_count: 0 } : c,
          ),
        }
      : list,
  );
}

/** After the caller sent: the thread gets the message, the list its new row at the top. */
export function applySent(client: QueryClient, conversation: ConversationSummary, sent: ConversationMessage) {
  addMessageToThread(client, sent);
  client.setQueryData<ConversationList>(conversationKeys.list, (list) =>
    list
      ? {
          ...list,
          conversations: [
            { ...summaryOf(sent, conversation), unread_count: conversation.unread_count },
            ...list.conversations.filter((c) => c._id !== conversation._id),
          ],
        }
      : list,
  );
}
