import { conversationTexts, getContactRequest, sendMessage } from '@angelbridge/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { answer, refuse, sent } from '../../../test/api';
import {
  answerList,
  CONVERSATION,
  INVESTOR,
  message,
  PITCH,
  signInAs,
  summary,
  uuid,
} from '../../../test/conversations';
import { renderInRouter } from '../../../test/render';
import { ContactRequestList } from '../../contact-requests/index';
import { MessageButton } from './message-button';

/** The button, once the list of conversations it checks first has arrived. */
async function readyButton(name: string) {
  const button = await screen.findByRole('button', { name });
  await waitFor(() => expect(button.hasAttribute('data-loading')).toBe(false));
  return button;
}

// The two places the button lives are in features/pitches and components/contact-requests; their
// tests stay there, this one follows the button where it is used.

describe('the Message button', () => {
  it('when the investor has no conversation yet, then the first message starts one and its thread opens', async () => {
    signInAs('investor');
    answer(sendMessage, (body) => ({
      success: true,
      message: 'OK',
      conversation: summary(),
      sent: message(1, uuid(1), String(body.body)),
    }));
    const { router } = renderInRouter(<MessageButton pitchId={PITCH} toName="the team" />);
    fireEvent.click(await readyButton('Message the team'));
    const dialog = await screen.findByRole('dialog', { name: 'Message the team' });
    fireEvent.change(within(dialog).getByRole('textbox', { name: /Your message/ }), {
      target: { value: 'May I see the financials?' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/messages/${CONVERSATION}`));
    expect(sent(sendMessage)[0]?.body).toMatchObject({ pitch_id: PITCH, body: 'May I see the financials?' });
  });

  it('when the founder already talks with this investor, then it opens that conversation without sending', async () => {
    signInAs('entrepreneur');
    answerList([summary()]);
    const { router } = renderInRouter(
      <MessageButton pitchId={PITCH} investorId={INVESTOR} toName="Una Investor" />,
    );
    fireEvent.click(await readyButton('Message Una Investor'));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/messages/${CONVERSATION}`));
    expect(sent(sendMessage)).toHaveLength(0);
  });

  it("when access has ended, then the server's reason shows in the dialog", async () => {
    signInAs('investor');
    refuse(sendMessage, 403, conversationTexts.readOnly);
    renderInRouter(<MessageButton pitchId={PITCH} toName="the team" />);
    fireEvent.click(await readyButton('Message the team'));
    const dialog = await screen.findByRole('dialog', { name: 'Message the team' });
    fireEvent.change(within(dialog).getByRole('textbox', { name: /Your message/ }), {
      target: { value: 'Hi' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(await within(dialog).findByText(conversationTexts.readOnly)).toBeTruthy();
  });

  it("shows on the founder's request row only once the request is allowed and unexpired", async () => {
    signInAs('entrepreneur');
    const row = (n: number, status: 'allow' | 'pending', expired = false) => ({
      contact_id: uuid(500 + n),
      pitch_id: PITCH,
      investor_id: uuid(600 + n),
      first_name: 'Investor',
      last_name: `Number${n}`,
      name_of_pitch: 'Solar Roofs',
      email: `i${n}@example.com`,
      status,
      expired,
      is_allowed: status === 'allow' && !expired,
      created_at: '2026-11-01T10:00:00.000Z',
    });
    answer(getContactRequest, {
      success: true,
      message: 'OK',
      contact_data: [row(1, 'allow'), row(2, 'pending'), row(3, 'allow', true)],
    });
    renderInRouter(<ContactRequestList pitchId={null} />);
    expect(await screen.findByRole('button', { name: 'Message Investor Number1' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Message Investor Number2' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Message Investor Number3' })).toBeNull();
  });
});
