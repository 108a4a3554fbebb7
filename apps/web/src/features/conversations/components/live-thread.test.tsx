import {
  conversationTexts,
  getConversationMessages,
  getNotificationStreamTicket,
  markConversationRead,
} from '@angelbridge/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { answer, sent } from '../../../test/api';
import {
  answerList,
  CONVERSATION,
  INVESTOR,
  ME,
  message,
  signInAs,
  summary,
  threadAnswer,
  uuid,
} from '../../../test/conversations';
import { FakeSource } from '../../../test/fake-event-source';
import { renderRoute } from '../../../test/render';

beforeAll(async () => {
  await import('../pages/messages-page');
});

afterEach(() => {
  FakeSource.opened = [];
  vi.unstubAllGlobals();
});

describe('a thread kept live by the notification stream', () => {
  it('adds new messages once, announces them, shows Seen, turns read-only, and reads everything again after a reconnect', async () => {
    vi.stubGlobal('EventSource', FakeSource);
    signInAs('entrepreneur');
    answer(getNotificationStreamTicket, {
      success: true,
      message: 'OK',
      ticket: 't1',
      expires_in: 60,
      stream_url: '/api/notifications/stream',
    });
    answerList([summary()]);
    let thread = threadAnswer([message(1, ME, 'Welcome')]);
    answer(getConversationMessages, () => thread);
    answer(markConversationRead, (body) => ({
      success: true,
      message: 'OK',
      read_up_to: { user_id: ME, message_id: body.message_id },
      unread_total: 0,
    }));
    renderRoute(`/messages/${CONVERSATION}`);
    const list = await screen.findByRole('list', { name: 'Messages with Una Investor' });
    await waitFor(() => expect(FakeSource.opened).toHaveLength(1), { timeout: 15_000 });
    const source = FakeSource.opened[0] as FakeSource;
    source.emit('ready');

    const incoming = message(2, INVESTOR, 'Is the deck current?');
    const event = { conversation_id: CONVERSATION, message: incoming, unread_total: 1 };
    source.emit('message', event);
    source.emit('message', event);
    expect(await within(list).findByText('Is the deck current?')).toBeTruthy();
    expect(within(list).getAllByTestId('message')).toHaveLength(2);
    expect(screen.getByRole('status').textContent).toBe(
      'New message from Una Investor: Is the deck current?',
    );
    expect(within(screen.getByTestId('conversation-row')).getByText('Is the deck current?')).toBeTruthy();
    // Visible, so it is marked read at once.
    await waitFor(() =>
      expect(sent(markConversationRead).map((c) => c.body.message_id)).toEqual([incoming._id]),
    );

    source.emit('conversation_read', {
      conversation_id: CONVERSATION,
      read_up_to: { user_id: INVESTOR, message_id: uuid(101) },
      unread_total: 0,
    });
    expect(await within(list).findByText('Seen')).toBeTruthy();

    source.emit('conversation_status', { conversation_id: CONVERSATION, status: 'read_only' });
    expect(await screen.findByText(conversationTexts.readOnly)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Send' })).toBeNull();
    expect(await screen.findByText('Read-only')).toBeTruthy();

    // Away for a while: on the next 'ready' the thread is read again from the server.
    const before = sent(getConversationMessages).length;
    thread = threadAnswer([message(1, ME, 'Welcome'), incoming, message(3, INVESTOR, 'Sent while away')], {
      conversation: summary({ status: 'read_only' }),
    });
    source.emit('ready');
    expect(await within(list).findByText('Sent while away')).toBeTruthy();
    expect(sent(getConversationMessages).length).toBeGreaterThan(before);
    expect(within(list).getAllByTestId('message')).toHaveLength(3);
  });
});
