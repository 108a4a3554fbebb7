import { getNotificationStreamTicket } from '@angelbridge/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { contactRequestKeys } from '../features/contact-requests/index';
import { LiveEventsProvider, type NotificationList, notificationKeys } from '../features/notifications/index';
import { answer } from '../test/api';
import { FakeSource } from '../test/fake-event-source';
import { LiveEvents } from './live-events';

const notification = (seq: number) => ({
  _id: `00000000-0000-4000-8000-${String(seq).padStart(12, '0')}`,
  seq,
  kind: 'contact_request',
  title: 'New contact request',
  body: 'Una Verified asked for the contact details of Solar Roofs.',
  link: '/pitchrequest',
  contact_id: null,
  read: false,
  created_at: '2026-11-22T10:00:00.000Z',
});

function Live() {
  return (
    <LiveEventsProvider>
      <LiveEvents />
    </LiveEventsProvider>
  );
}

afterEach(() => {
  FakeSource.opened = [];
  vi.unstubAllGlobals();
});

describe('the live stream of a signed-in tab', () => {
  it('adds live notifications, refreshes request lists, and comes back with a fresh ticket and since=<last seq>', async () => {
    vi.stubGlobal('EventSource', FakeSource);
    let tickets = 0;
    answer(getNotificationStreamTicket, () => {
      tickets += 1;
      return {
        success: true,
        message: 'OK',
        ticket: `t${tickets}`,
        expires_in: 60,
        stream_url: '/api/notifications/stream',
      };
    });
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    client.setQueryData(contactRequestKeys.list(null), { success: true, message: 'OK', contact_data: [] });
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    );
    const view = render(<Live />, { wrapper });

    await waitFor(() => expect(FakeSource.opened).toHaveLength(1));
    const first = FakeSource.opened[0] as FakeSource;
    expect(first.url).toBe('/api/notifications/stream?ticket=t1');
    first.emit('ready');
    first.emit('notification', { notification: notification(7), unread_count: 3 });

    const list = client.getQueryData<NotificationList>(notificationKeys.list);
    expect(list?.unread_count).toBe(3);
    expect(list?.notifications.map((n) => n.seq)).toEqual([7]);
    expect(client.getQueryState(contactRequestKeys.list(null))?.isInvalidated).toBe(true);

    // The ticket ran out: the browser gives up, the connection starts afresh where it stopped.
    first.readyState = FakeSource.CLOSED;
    first.onerror?.();
    await waitFor(() => expect(FakeSource.opened).toHaveLength(2), { timeout: 5000 });
    expect((FakeSource.opened[1] as FakeSource).url).toBe('/api/notifications/stream?ticket=t2&since=7');

    view.unmount();
    expect((FakeSource.opened[1] as FakeSource).readyState).toBe(FakeSource.CLOSED);
  });
});
