import { messages } from '@angelbridge/contracts';
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { stubApi } from '../../../../test/fake-api';
import { renderWithProviders } from '../../../../test/render';
import { PITCH_ID, signInAs } from '../../test/pitch-fixture';
import { ContactAccessPanel } from './contact-access-panel';

vi.setConfig({ testTimeout: 30_000 });
const SLOW = { timeout: 15_000 };

const CONTACT_ID = '1a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d';
const MEMBER = {
  name: 'Charles Babbage',
  position: 'CTO',
  email: 'charles@example.com',
  mobile_number: '+14165550177',
  linkedin_profile: '-',
  photo: null,
};

const access = (team: object) => ({ json: { success: true, message: 'OK', team } });
const none = { permission_send: false, is_allowed: false, contact_id: null, team_data: [], status: null };

describe('contact access (pitch page 5)', () => {
  it('when the investor asks with a note and then cancels, then the page goes from permission to submitted and back', async () => {
    signInAs('investor');
    let team: object = none;
    const fake = stubApi({
      '/getTeamContactByInvestorId': () => access(team),
      '/addContactRequest': () => {
        team = {
          ...none,
          permission_send: true,
          contact_id: CONTACT_ID,
          status: 'pending',
          note: 'Can we talk?',
        };
        return { json: { success: true, message: 'Request sent.', contact_id: CONTACT_ID } };
      },
      '/revokeInvestorPitchContactRequest': () => {
        team = none;
        return { json: { success: true, message: 'Request cancelled.' } };
      },
    });
    renderWithProviders(<ContactAccessPanel pitchId={PITCH_ID} />);
    expect(
      await screen.findByRole('heading', { name: messages.contactAccess.needPermission }, SLOW),
    ).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Note to the team (optional)'), {
      target: { value: 'Can we talk?' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Request access' }));
    expect(await screen.findByRole('heading', { name: 'Request submitted' })).toBeTruthy();
    expect(screen.getByText('Your note: Can we talk?')).toBeTruthy();
    const sent = fake.mock.calls.find(([url]) => String(url).endsWith('/addContactRequest'));
    expect(JSON.parse(String(sent?.[1]?.body))).toEqual({ pitch_id: PITCH_ID, note: 'Can we talk?' });

    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(await screen.findByRole('heading', { name: messages.contactAccess.needPermission })).toBeTruthy();
    const revoked = fake.mock.calls.find(([url]) =>
      String(url).endsWith('/revokeInvestorPitchContactRequest'),
    );
    expect(JSON.parse(String(revoked?.[1]?.body))).toEqual({ pitch_id: PITCH_ID, contact_id: CONTACT_ID });
  });

  it('when the request is allowed, then the contacts stay hidden until Unlock Contact Info', async () => {
    signInAs('investor');
    const allowed = {
      permission_send: true,
      is_allowed: true,
      contact_id: CONTACT_ID,
      team_data: [MEMBER],
      status: 'allow',
      expires_at: '2026-12-22T10:00:00.000Z',
    };
    stubApi({
      '/getTeamContactByInvestorId': () => access(allowed),
      '/unlockTeamContact': () => access(allowed),
    });
    renderWithProviders(<ContactAccessPanel pitchId={PITCH_ID} />);
    const unlock = await screen.findByRole('button', { name: messages.contactAccess.unlock }, SLOW);
    expect(screen.getByText(/Your access ends on December 22, 2026/)).toBeTruthy();
    // Blurred contacts are out of the accessibility tree.
    expect(screen.queryByRole('link', { name: MEMBER.email })).toBeNull();
    fireEvent.click(unlock);
    expect(await screen.findByRole('link', { name: MEMBER.email })).toBeTruthy();
    expect(screen.getByRole('link', { name: MEMBER.mobile_number })).toBeTruthy();
    expect(screen.queryByRole('button', { name: messages.contactAccess.unlock })).toBeNull();
  });

  it('when the request was denied, then the page says so with the reason and shows no contacts', async () => {
    signInAs('investor');
    stubApi({
      '/getTeamContactByInvestorId': () =>
        access({
          ...none,
          permission_send: true,
          contact_id: CONTACT_ID,
          status: 'denied',
          reason: 'Round closed',
        }),
    });
    renderWithProviders(<ContactAccessPanel pitchId={PITCH_ID} />);
    expect(await screen.findByRole('heading', { name: 'Your request was denied' }, SLOW)).toBeTruthy();
    expect(screen.getByText('Reason: Round closed')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Cancel' })).toBeNull();
  });
});
