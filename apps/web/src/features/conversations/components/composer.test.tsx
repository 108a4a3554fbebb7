import { conversationTexts, markConversationRead, sendMessage } from '@angelbridge/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { answer, refuse, sent } from '../../../test/api';
import {
  answerList,
  answerThread,
  CONVERSATION,
  ME,
  message,
  signInAs,
  summary,
} from '../../../test/conversations';
import { renderRoute } from '../../../test/render';

beforeAll(async () => {
  await import('../pages/messages-page');
});

const DRAFT_KEY = `conversation-draft:${CONVERSATION}`;

async function openThread() {
  signInAs('investor');
  answerList([summary({ last_message: null })]);
  answerThread([]);
  const view = renderRoute(`/messages/${CONVERSATION}`);
  const box = await screen.findByRole('textbox', { name: /^Message/ });
  return { ...view, box };
}

function pick(container: HTMLElement, files: File[]) {
  const input = container.querySelector<HTMLInputElement>('input[type="file"]');
  if (!input) throw new Error('no file input');
  fireEvent.change(input, { target: { files } });
}

const file = (name: string, type: string, size = 1000) => {
  const f = new File(['x'], name, { type });
  Object.defineProperty(f, 'size', { value: size });
  return f;
};

describe('the composer', () => {
  it('sends with Enter (Shift+Enter is a new line), shows the sent message and forgets the draft', async () => {
    const { box } = await openThread();
    answer(sendMessage, (body) => ({
      success: true,
      message: 'OK',
      conversation: summary(),
      sent: { ...message(1, ME, String(body.body)) },
    }));
    answer(markConversationRead, {
      success: true,
      message: 'OK',
      read_up_to: { user_id: ME, message_id: null },
      unread_total: 0,
    });
    fireEvent.change(box, { target: { value: 'Hello team' } });
    expect(sessionStorage.getItem(DRAFT_KEY)).toBe('Hello team');
    expect(screen.getByText('10/5000')).toBeTruthy();
    fireEvent.keyDown(box, { key: 'Enter', shiftKey: true });
    expect(sent(sendMessage)).toHaveLength(0);
    fireEvent.keyDown(box, { key: 'Enter' });
    const list = await screen.findByRole('list', { name: 'Messages with Una Investor' });
    expect(within(list).getByText('Hello team')).toBeTruthy();
    expect(sent(sendMessage)[0]?.body).toMatchObject({ conversation_id: CONVERSATION, body: 'Hello team' });
    await waitFor(() => expect((box as HTMLTextAreaElement).value).toBe(''));
    expect(sessionStorage.getItem(DRAFT_KEY)).toBeNull();
  });

  it('keeps the draft of each conversation in this tab while typing', async () => {
    sessionStorage.setItem(DRAFT_KEY, 'Half a thought');
    const { box } = await openThread();
    expect((box as HTMLTextAreaElement).value).toBe('Half a thought');
  });

  it('checks files before sending: at most 3, PDF or images, at most 10 MB; sends the good ones as multipart', async () => {
    const { box, container } = await openThread();
    pick(container, [file('notes.txt', 'text/plain')]);
    expect(await screen.findByText(conversationTexts.fileType)).toBeTruthy();
    pick(container, [file('big.pdf', 'application/pdf', 11 * 1024 * 1024)]);
    expect(await screen.findByText(conversationTexts.fileSize)).toBeTruthy();
    pick(
      container,
      [1, 2, 3, 4].map((n) => file(`p${n}.png`, 'image/png')),
    );
    expect(await screen.findByText(conversationTexts.fileCount)).toBeTruthy();
    pick(container, [file('deck.pdf', 'application/pdf')]);
    expect(await screen.findByText(/deck\.pdf/)).toBeTruthy();
    expect(screen.queryByText(conversationTexts.fileCount)).toBeNull();

    answer(sendMessage, {
      success: true,
      message: 'OK',
      conversation: summary(),
      sent: {
        ...message(1, ME, ''),
        attachments: [{ _id: message(9, ME)._id, name: 'deck.pdf', size: 1000, type: 'application/pdf' }],
      },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByRole('button', { name: /Open deck\.pdf/ })).toBeTruthy();
    const form = sent(sendMessage)[0]?.form;
    // One file travels (jsdom's XMLHttpRequest, used for the progress, does not keep its name).
    expect(form?.getAll('file')).toHaveLength(1);
    expect((box as HTMLTextAreaElement).value).toBe('');
  });

  it('an empty message is not sent', async () => {
    await openThread();
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText(conversationTexts.bodyRequired)).toBeTruthy();
    expect(sent(sendMessage)).toHaveLength(0);
  });

  it.each([
    [429, conversationTexts.tooMany, {}],
    [403, conversationTexts.readOnly, {}],
    [400, 'Invalid input.', { errors: { body: conversationTexts.bodyTooLong } }],
  ])(
    'when the server refuses with %i, then its reason shows and the draft stays',
    async (status, text, extra) => {
      const { box } = await openThread();
      refuse(sendMessage, status, status === 400 ? 'Invalid input.' : text, extra);
      fireEvent.change(box, { target: { value: 'Hi' } });
      fireEvent.click(screen.getByRole('button', { name: 'Send' }));
      const shown = status === 400 ? conversationTexts.bodyTooLong : text;
      expect(await screen.findByText(shown)).toBeTruthy();
      expect((box as HTMLTextAreaElement).value).toBe('Hi');
    },
  );
});
