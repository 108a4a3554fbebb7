import { markConversationRead, publishPitchFaq } from '@angelbridge/contracts';
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
  uuid,
} from '../../../test/conversations';
import { renderRoute } from '../../../test/render';

beforeAll(async () => {
  await import('../pages/messages-page');
});

const QUESTION = message(1, INVESTOR, 'Hi, I am Una. What is your churn?');
const REPLY = message(2, ME, 'Under 2% a month.');

function openOwnerThread() {
  signInAs('entrepreneur');
  answerList([summary()]);
  answerThread([QUESTION, REPLY], { marks: [{ user_id: ME, message_id: QUESTION._id }] });
  answer(markConversationRead, {
    success: true,
    message: 'OK',
    read_up_to: { user_id: ME, message_id: QUESTION._id },
    unread_total: 0,
  });
  renderRoute(`/messages/${CONVERSATION}`);
}

describe('publishing an answer from a conversation', () => {
  it('prefills the investor’s question and the owner’s next reply, lets the owner edit them, and publishes', async () => {
    openOwnerThread();
    answer(publishPitchFaq, (body) => ({
      success: true,
      message: 'OK',
      faq: { _id: uuid(900), question: String(body.question), answer: String(body.answer) },
    }));
    const buttons = await screen.findAllByRole('button', { name: 'Publish as FAQ' });
    // Only the investor's message can be published.
    expect(buttons).toHaveLength(1);
    fireEvent.click(buttons[0] as HTMLElement);
    const dialog = await screen.findByRole('dialog', { name: 'Publish as FAQ' });
    const question = within(dialog).getByRole('textbox', { name: /Question/ }) as HTMLTextAreaElement;
    const reply = within(dialog).getByRole('textbox', { name: /Answer/ }) as HTMLTextAreaElement;
    expect(question.value).toBe(QUESTION.body);
    expect(reply.value).toBe(REPLY.body);
    fireEvent.change(question, { target: { value: 'What is your churn?' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Publish' }));
    await waitFor(() =>
      expect(sent(publishPitchFaq).map((c) => c.body)).toEqual([
        { message_id: QUESTION._id, question: 'What is your churn?', answer: REPLY.body },
      ]),
    );
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Publish as FAQ' })).toBeNull());
  });

  it('shows the server’s reason under the field it names', async () => {
    openOwnerThread();
    refuse(publishPitchFaq, 400, 'Invalid input.', { errors: { answer: 'Answer is required.' } });
    fireEvent.click(await screen.findByRole('button', { name: 'Publish as FAQ' }));
    const dialog = await screen.findByRole('dialog', { name: 'Publish as FAQ' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Publish' }));
    expect(await within(dialog).findByText('Answer is required.')).toBeTruthy();
  });

  it('is not offered to the investor', async () => {
    signInAs('investor');
    answerList([summary({ other: { ...summary().other, _id: uuid(50), user_type: 'entrepreneur' } })]);
    answerThread([message(1, ME, 'A question')], {
      conversation: summary({ other: { ...summary().other, _id: uuid(50), user_type: 'entrepreneur' } }),
    });
    renderRoute(`/messages/${CONVERSATION}`);
    expect(await screen.findByText('A question')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Publish as FAQ' })).toBeNull();
  });
});
