import { conversationTexts, getConversationMessages, markConversationRead } from '@angelbridge/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { answer, refuse, sent } from '../../../test/api';
import {
  answerList,
  answerThread,
  CONVERSATION,
  INVESTOR,
  ME,
  message,
  signInAs,
  summary,
  threadAnswer,
  uuid,
} from '../../../test/conversations';
import { renderRoute } from '../../../test/render';

beforeAll(async () => {
  await import('./messages-page');
});

const answerRead = () =>
  answer(markConversationRead, (body) => ({
    success: true,
    message: 'OK',
    read_up_to: { user_id: ME, message_id: body.message_id },
    unread_total: 0,
  }));

describe('the list of conversations', () => {
  it('when there are none, then it says so', async () => {
    signInAs('investor');
    renderRoute('/messages');
    expect(await screen.findByText(conversationTexts.empty)).toBeTruthy();
  });

  it('shows each conversation with the other person, the pitch, the last message, its unread badge and the read-only marker; the header counts unread', async () => {
    signInAs('entrepreneur');
    answerList(
      [
        summary({ unread_count: 2 }),
        summary({
          _id: uuid(5),
          name_of_pitch: 'Wind Farm',
          other: { _id: uuid(6), first_name: 'Ian', last_name: 'Vest', photo: '', user_type: 'investor' },
          last_message: { body: 'Thanks', created_at: '2026-11-19T10:00:00.000Z', from_me: true },
          status: 'read_only',
        }),
      ],
      2,
    );
    renderRoute('/messages');
    const rows = await screen.findAllByTestId('conversation-row');
    expect(rows).toHaveLength(2);
    const [first, second] = rows as [HTMLElement, HTMLElement];
    expect(within(first).getByText('Una Investor')).toBeTruthy();
    expect(within(first).getByText('Solar Roofs')).toBeTruthy();
    expect(within(first).getByText('Hello there')).toBeTruthy();
    expect(within(first).getByLabelText('2 unread')).toBeTruthy();
    expect(within(second).getByText('You: Thanks')).toBeTruthy();
    expect(within(second).getByText('Read-only')).toBeTruthy();
    expect(first.getAttribute('href')).toBe(`/messages/${CONVERSATION}`);
    expect(await screen.findByRole('link', { name: 'Messages, 2 unread' })).toBeTruthy();
  });
});

describe('a thread', () => {
  it('shows messages newest last, loads older ones, shows Seen under the last own message read, and marks the newest from the other side read', async () => {
    signInAs('entrepreneur');
    answerList([summary({ unread_count: 1 })], 1);
    const newest = [
      message(3, ME, 'Our deck is attached'),
      message(4, ME, 'And the plan'),
      message(5, INVESTOR),
    ];
    answer(getConversationMessages, (body) =>
      body.before
        ? threadAnswer([message(1, INVESTOR, 'Oldest question'), message(2, ME)])
        : threadAnswer(newest, { hasMore: true, marks: [{ user_id: INVESTOR, message_id: uuid(103) }] }),
    );
    answerRead();
    renderRoute(`/messages/${CONVERSATION}`);
    const list = await screen.findByRole('list', { name: 'Messages with Una Investor' });
    const texts = () =>
      within(list)
        .getAllByTestId('message')
        .map((m) => m.textContent ?? '');
    expect(texts()[0]).toContain('Our deck is attached');
    expect(texts()[2]).toContain('Message 5');
    // The investor read up to message 3: Seen is under it, not under message 4.
    expect(within(within(list).getAllByTestId('message')[0] as HTMLElement).getByText('Seen')).toBeTruthy();
    expect(within(list).getAllByTestId('seen')).toHaveLength(1);
    await waitFor(() =>
      expect(sent(markConversationRead).map((c) => c.body)).toEqual([
        { conversation_id: CONVERSATION, message_id: uuid(105) },
      ]),
    );
    expect(await screen.findByRole('link', { name: 'Messages, none unread' })).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Load older messages' }));
    expect(await within(list).findByText('Oldest question')).toBeTruthy();
    expect(texts()[0]).toContain('Oldest question');
    expect(sent(getConversationMessages).at(-1)?.body).toEqual({
      conversation_id: CONVERSATION,
      before: uuid(103),
    });
    expect(screen.queryByRole('button', { name: 'Load older messages' })).toBeNull();
  });

  it('renders bodies as text with safe links only', async () => {
    signInAs('investor');
    answerList([summary()]);
    answerThread([message(1, ME, 'See https://example.com/deck. <b>not bold</b> javascript:alert(1)')]);
    renderRoute(`/messages/${CONVERSATION}`);
    const link = await screen.findByRole('link', { name: 'https://example.com/deck' });
    expect(link.getAttribute('href')).toBe('https://example.com/deck');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer nofollow');
    expect(screen.getByText(/<b>not bold<\/b> javascript:alert\(1\)/)).toBeTruthy();
    expect(document.querySelector('main b')).toBeNull();
  });

  it('when access has ended, then the history stays and the composer is gone', async () => {
    signInAs('investor');
    answerList([summary({ status: 'read_only' })]);
    answerThread([message(1, ME, 'Still here')], { conversation: summary({ status: 'read_only' }) });
    renderRoute(`/messages/${CONVERSATION}`);
    expect(await screen.findByText(conversationTexts.readOnly)).toBeTruthy();
    expect(screen.getByText('Still here')).toBeTruthy();
    expect(screen.queryByRole('textbox', { name: /Message/ })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Send' })).toBeNull();
  });

  it("when the conversation is not the caller's, then it says it was not found", async () => {
    signInAs('investor');
    answerList([]);
    refuse(getConversationMessages, 404, conversationTexts.notFound);
    renderRoute(`/messages/${uuid(77)}`);
    expect(await screen.findByText(conversationTexts.notFound)).toBeTruthy();
  });
});
