import {
  conversationReadEvent,
  conversationStatusEvent,
  messageEvent,
  type Notification,
  notificationEvent,
} from '@angelbridge/contracts';
import { calls } from '@angelbridge/contracts/calls';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { callApi } from '../../lib/api-client';
import type { NotificationList } from './api/get-notifications';
import { notificationKeys } from './api/notification-keys';
import { type LiveEventBus, useLiveEventBus } from './live-events';

// Quick to come back after a blip, slower while the server stays away.
const FIRST_RETRY_MS = 1000;
const MAX_RETRY_MS = 30_000;
const LIST_SIZE = 20;

/**
 * The tab's one live connection, mounted by app/live-events.tsx for a signed-in user: a ticket, then an
 * EventSource on the stream. When the stream closes (a lost network, a ticket past its 60 seconds) it comes
 * back with a fresh ticket and since=<last seq seen>, and the bell's list is fetched again so the count is
 * right. It keeps the bell's list itself and hands every event to the features that listen (useLiveEvents):
 * conversations update the open thread and the list, contact requests refresh their lists; after a
 * reconnect they read again from the database (`reconnected`), so nothing sent meanwhile is missed.
 */
export function LiveConnection() {
  useLiveConnection(useLiveEventBus());
  return null;
}

function useLiveConnection(bus: LiveEventBus | null) {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!bus || typeof EventSource === 'undefined') return;
    let source: EventSource | null = null;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let stopped = false;
    let lastSeq: number | null = null;
    let connectedBefore = false;
    let retryMs = FIRST_RETRY_MS;

    const receive = (notification: Notification, unread: number) => {
      lastSeq = Math.max(lastSeq ?? 0, notification.seq);
      queryClient.setQueryData<NotificationList>(notificationKeys.list, (list) => {
        const others = (list?.notifications ?? []).filter((n) => n._id !== notification._id);
        return {
          success: true as const,
          message: list?.message ?? '',
          unread_count: unread,
          notifications: [notification, ...others].sort((a, b) => b.seq - a.seq).slice(0, LIST_SIZE),
        };
      });
    };

    const retry = () => {
      if (stopped) return;
      timer = setTimeout(() => void connect(), retryMs);
      retryMs = Math.min(retryMs * 2, MAX_RETRY_MS);
    };

    const connect = async () => {
      try {
        const { ticket, stream_url } = await callApi(calls.getNotificationStreamTicket, {});
        if (stopped) return;
        // Resume after the newest notification already known, whether it came live or in the list.
        const listed = queryClient.getQueryData<NotificationList>(notificationKeys.list)?.notifications[0]
          ?.seq;
        if (listed !== undefined) lastSeq = Math.max(lastSeq ?? 0, listed);
        const params = new URLSearchParams({ ticket });
        if (lastSeq !== null) params.set('since', String(lastSeq));
        source = new EventSource(`${stream_url}?${params.toString()}`);
        source.addEventListener('ready', () => {
          retryMs = FIRST_RETRY_MS;
          // After a reconnect, anything missed while away is fetched again.
          if (connectedBefore) {
            void queryClient.invalidateQueries({ queryKey: notificationKeys.list });
            bus.emit('reconnected');
          }
          connectedBefore = true;
        });
        listen(source, 'message', messageEvent, (e) => bus.emit('message', e));
        listen(source, 'conversation_read', conversationReadEvent, (e) => bus.emit('conversation_read', e));
        listen(source, 'conversation_status', conversationStatusEvent, (e) =>
          bus.emit('conversation_status', e),
        );
        listen(source, 'notification', notificationEvent, (e) => {
          receive(e.notification, e.unread_count);
          bus.emit('notification', e);
        });
        source.onerror = () => {
          // EventSource retries by itself while the ticket holds; once it gives up, start afresh.
          if (source?.readyState === EventSource.CLOSED) {
            source = null;
            retry();
          }
        };
      } catch {
        retry();
      }
    };

    void connect();
    return () => {
      stopped = true;
      clearTimeout(timer);
      source?.close();
    };
  }, [bus, queryClient]);
}

/** Calls `handle` with each `type` event whose data the contract's schema accepts; anything else is dropped. */
function listen<T>(
  source: EventSource,
  type: string,
  schema: { safeParse: (data: unknown) => { success: true; data: T } | { success: false } },
  handle: (event: T) => void,
) {
  source.addEventListener(type, (event) => {
    let data: unknown;
    try {
      data = JSON.parse((event as globalThis.MessageEvent<string>).data);
    } catch {
      return;
    }
    const parsed = schema.safeParse(data);
    if (parsed.success) handle(parsed.data);
  });
}
