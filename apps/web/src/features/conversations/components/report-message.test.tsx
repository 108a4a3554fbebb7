import { markConversationRead, reportContent } from '@angelbridge/contracts';
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

const THEIRS = message(1, INVESTOR, 'Send me 1000 dollars and I will invest.');
const MINE = message(2, ME, 'No.');

function openThread() {
  signInAs('entrepreneur');
  answerList([summary()]);
  answerThread([THEIRS, MINE], { marks: [{ user_id: ME, message_id: THEIRS._id }] });
  answer(markConversationRead, {
    success: true,
    message: 'OK',
    read_up_to: { user_id: ME, message_id: THEIRS._id },
    unread_total: 0,
  });
  renderRoute(`/messages/${CONVERSATION}`);
}

describe('reporting a message', () => {
  it('is offered on the other person’s message only, and sends the reason and details', async () => {
    openThread();
    answer(reportContent, {
      success: true,
      message: 'Thank you. An admin will review your report.',
      report_id: uuid(700),
    });
    const buttons = await screen.findAllByRole('button', { name: /^Report this message/ });
    expect(buttons).toHaveLength(1);
    fireEvent.click(buttons[0] as HTMLElement);
    const dialog = await screen.findByRole('dialog', { name: 'Report this message' });
    const send = within(dialog).getByRole('button', { name: 'Send report' });
    expect((send as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(within(dialog).getByRole('radio', { name: /Fraud or scam/ }));
    fireEvent.change(within(dialog).getByRole('textbox', { name: /Details/ }), {
      target: { value: 'Asks for money.' },
    });
    fireEvent.click(send);
    await waitFor(() =>
      expect(sent(reportContent).map((c) => c.body)).toEqual([
        { target_type: 'message', target_id: THEIRS._id, reason: 'fraud', details: 'Asks for money.' },
      ]),
    );
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Report this message' })).toBeNull());
  });

  it('shows the server’s refusal in the dialog (the daily limit)', async () => {
    openThread();
    refuse(reportContent, 429, 'You can file at most 10 reports a day. Please try again later.');
    fireEvent.click(await screen.findByRole('button', { name: /^Report this message/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Report this message' });
    fireEvent.click(within(dialog).getByRole('radio', { name: /Spam/ }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send report' }));
    expect(await within(dialog).findByText(/at most 10 reports a day/)).toBeTruthy();
  });
});
