import {
  addContactRequest,
  getTeamContactByInvestorId,
  messages,
  revokeInvestorPitchContactRequest,
  type TeamContactAccess,
  unlockTeamContact,
} from '@angelbridge/contracts';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { answer, sent } from '../../../../test/api';
import { renderInRouter } from '../../../../test/render';
import { PITCH_ID, signInAs } from '../../test/pitch-fixture';
import { ContactAccessPanel } from './contact-access-panel';

const CONTACT_ID = '1a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d';
const MEMBER = {
  name: 'Charles Babbage',
  position: 'CTO',
  email: 'charles@example.com',
  mobile_number: '+14165550177',
  linkedin_profile: '-',
  photo: null,
};

const access = (team: TeamContactAccess) => ({ success: true as const, message: 'OK', team });
const none: TeamContactAccess = {
  permission_send: false,
  is_allowed: false,
  contact_id: null,
  team_data: [],
  status: null,
};

describe('contact access (pitch page 5)', () => {
  it('when the investor asks with a note and then cancels, then the page goes from permission to submitted and back', async () => {
    signInAs('investor');
    let team = none;
    answer(getTeamContactByInvestorId, () => access(team));
    answer(addContactRequest, () => {
      team = {
        ...none,
        permission_send: true,
        contact_id: CONTACT_ID,
        status: 'pending',
        note: 'Can we talk?',
      };
      return { success: true, message: 'Request sent.', contact_id: CONTACT_ID };
    });
    answer(revokeInvestorPitchContactRequest, () => {
      team = none;
      return { success: true, message: 'Request cancelled.' };
    });
    renderInRouter(<ContactAccessPanel pitchId={PITCH_ID} />);
    expect(await screen.findByRole('heading', { name: messages.contactAccess.needPermission })).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Note to the team (optional)'), {
      target: { value: 'Can we talk?' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Request access' }));
    expect(await screen.findByRole('heading', { name: 'Request submitted' })).toBeTruthy();
    expect(screen.getByText('Your note: Can we talk?')).toBeTruthy();
    expect(sent(addContactRequest).map((call) => call.body)).toEqual([
      { pitch_id: PITCH_ID, note: 'Can we talk?' },
    ]);

    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(await screen.findByRole('heading', { name: messages.contactAccess.needPermission })).toBeTruthy();
    await waitFor(() => expect(sent(revokeInvestorPitchContactRequest)).toHaveLength(1));
    expect(sent(revokeInvestorPitchContactRequest)[0]?.body).toEqual({
      pitch_id: PITCH_ID,
      contact_id: CONTACT_ID,
    });
  });

  it('when the request is allowed, then the contacts stay hidden until Unlock Contact Info', async () => {
    signInAs('investor');
    const allowed: TeamContactAccess = {
      permission_send: true,
      is_allowed: true,
      contact_id: CONTACT_ID,
      team_data: [MEMBER],
      status: 'allow',
      expires_at: '2026-12-22T10:00:00.000Z',
    };
    answer(getTeamContactByInvestorId, access(allowed));
    answer(unlockTeamContact, access(allowed));
    renderInRouter(<ContactAccessPanel pitchId={PITCH_ID} />);
    const unlock = await screen.findByRole('button', { name: messages.contactAccess.unlock });
    expect(screen.getByText(/Your access ends on December 22, 2026/)).toBeTruthy();
    // Allowed: the investor can also message the team (components/conversations/message-button.test.tsx).
    expect(screen.getByRole('button', { name: 'Message the team' })).toBeTruthy();
    // Blurred contacts are out of the accessibility tree.
    expect(screen.queryByRole('link', { name: MEMBER.email })).toBeNull();
    fireEvent.click(unlock);
    expect(await screen.findByRole('link', { name: MEMBER.email })).toBeTruthy();
    expect(screen.getByRole('link', { name: '+1 416 555 0177' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: messages.contactAccess.unlock })).toBeNull();
  });

  it('when the request was denied, then the page says so with the reason and shows no contacts', async () => {
    signInAs('investor');
    answer(
      getTeamContactByInvestorId,
      access({
        ...none,
        permission_send: true,
        contact_id: CONTACT_ID,
        status: 'denied',
        reason: 'Round closed',
      }),
    );
    renderInRouter(<ContactAccessPanel pitchId={PITCH_ID} />);
    expect(await screen.findByRole('heading', { name: 'Your request was denied' })).toBeTruthy();
    expect(screen.getByText('Reason: Round closed')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Cancel' })).toBeNull();
  });
});
