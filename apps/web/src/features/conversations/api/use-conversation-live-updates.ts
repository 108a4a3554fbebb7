import { useQueryClient } from '@tanstack/react-query';
import { useLiveEvents } from '../../notifications/index';
import { conversationKeys } from './conversation-keys';
import { applyMessageEvent, applyReadEvent, applyStatusEvent } from './live-events';

/**
 * Keeps the open thread and the conversation list (and so the header's unread count) live from the tab's
 * one live connection; after a reconnect both are read again, so nothing sent meanwhile is missed.
 */
export function useConversationLiveUpdates(): void {
  const client = useQueryClient();
  useLiveEvents({
    message: (event) => applyMessageEvent(client, event),
    conversation_read: (event) => applyReadEvent(client, event),
    conversation_status: (event) => applyStatusEvent(client, event),
    reconnected: () => void client.invalidateQueries({ queryKey: conversationKeys.all }),
  });
}
