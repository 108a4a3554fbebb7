import {
  type ContactRequestRow,
  contactRequestAllowOrDeny,
  getContactRequest,
  messages,
} from '@angelbridge/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { answer, type Refusal, refusal, refuse, sent } from '../../../test/api';
import { renderRoute } from '../../../test/render';

beforeAll(async () => {
  await import('./contact-requests-page');
});

function signInAsOwner() {
  localStorage.setItem('token', 'session-token');
  localStorage.setItem('user_type', 'entrepreneur');
  localStorage.setItem(
    'user',
    JSON.stringify({ first_name: 'Ada', last_name: 'Lovelace', user_type: 'entrepreneur' }),
  );
}

const uuid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const PITCH = uuid(9999);

function row(n: number, status: ContactRequestRow['status'] = 'pending'): ContactRequestRow {
  return {
    contact_id: uuid(n),
    pitch_id: PITCH,
    investor_id: uuid(1000 + n),
    first_name: 'Investor',
    last_name: `Number${n}`,
    name_of_pitch: 'Solar Roofs',
    email: `investor${n}@example.com`,
    status,
    is_allowed: status === 'allow',
    created_at: '2026-11-01T10:00:00.000Z',
  };
}

const answerList = (rows: ContactRequestRow[]) =>
  answer(getContactRequest, { success: true, message: 'OK', contact_data: rows });

const names = () =>
  screen.getAllByTestId('contact-request-row').map((r) => within(r).getAllByRole('link')[0]?.textContent);

describe('contact request list', () => {
  it('when there are 23 requests, then pages of 10 with numbers, previous and next show them all', async () => {
    signInAsOwner();
    const rows = Array.from({ length: 23 }, (_, i) => row(i + 1));
    answerList(rows);
    renderRoute('/pitchrequest');
    expect(await screen.findByRole('heading', { name: 'Contact Request Access' })).toBeTruthy();
    expect(await screen.findByText('Showing 10 of 23 entries')).toBeTruthy();
    expect(names()[0]).toBe('Investor Number1');
    expect(names()).toHaveLength(10);

    fireEvent.click(screen.getByRole('button', { name: 'Page 3' }));
    expect(await screen.findByText('Showing 3 of 23 entries')).toBeTruthy();
    expect(names()).toEqual(['Investor Number21', 'Investor Number22', 'Investor Number23']);

    fireEvent.click(screen.getByRole('button', { name: 'Previous page' }));
    expect(await screen.findByText('Showing 10 of 23 entries')).toBeTruthy();
    expect(names()[0]).toBe('Investor Number11');

    fireEvent.click(screen.getByRole('button', { name: 'Next page' }));
    expect(await screen.findByText('Showing 3 of 23 entries')).toBeTruthy();
  });

  it('when the owner allows and the server refuses, then the row shows Allowed at once and rolls back with the reason', async () => {
    signInAsOwner();
    let release: (value: Refusal) => void = () => {};
    const held = new Promise<Refusal>((resolve) => {
      release = resolve;
    });
    answerList([row(1)]);
    answer(contactRequestAllowOrDeny, () => held);
    renderRoute('/pitchrequest');
    const first = await screen.findByTestId('contact-request-row');
    expect(within(first).getByText('Pending')).toBeTruthy();

    fireEvent.click(within(first).getByRole('button', { name: 'Allow Investor Number1' }));
    const dialog = await screen.findByRole('dialog', { name: 'Allow access' });
    fireEvent.click(within(dialog).getByRole('radio', { name: '90 days' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Allow' }));

    await waitFor(() =>
      expect(within(screen.getByTestId('contact-request-row')).getByText('Allowed')).toBeTruthy(),
    );
    await waitFor(() => expect(sent(contactRequestAllowOrDeny)).toHaveLength(1));
    expect(sent(contactRequestAllowOrDeny)[0]?.body).toMatchObject({
      contact_id: uuid(1),
      pitch_id: PITCH,
      inventor_id: uuid(1001),
      status: 'allow',
      expires_in_days: 90,
    });

    release(refusal(409, messages.contactRequests.withdrawnCannotBeDecided));
    expect(await screen.findByText(messages.contactRequests.withdrawnCannotBeDecided)).toBeTruthy();
    expect(within(screen.getByTestId('contact-request-row')).getByText('Pending')).toBeTruthy();
    expect(within(screen.getByTestId('contact-request-row')).queryByText('Allowed')).toBeNull();
  });

  it('when the list call says success false, then No Pitch Available shows; with no requests, the empty text', async () => {
    signInAsOwner();
    refuse(getContactRequest, 404, 'Pitch not found.');
    const first = renderRoute('/pitchrequest');
    expect(await screen.findByText(messages.contactRequests.noPitch)).toBeTruthy();
    first.unmount();

    answerList([]);
    renderRoute('/pitchrequest');
    expect(await screen.findByText(messages.empty.contactData)).toBeTruthy();
  });

  it('when an investor has certified (issue 32), then the row says on what basis and when; without, nothing', async () => {
    signInAsOwner();
    const certified = {
      ...row(1),
      certification: {
        basis: 'professional' as const,
        signed_at: '2026-10-05T10:00:00.000Z',
        expires_at: '2027-10-05T10:00:00.000Z',
      },
    };
    answerList([certified, { ...row(2), certification: null }]);
    renderRoute('/pitchrequest');
    const [first, second] = await screen.findAllByTestId('contact-request-row', undefined, {
      timeout: 15_000,
    });
    expect(within(first as HTMLElement).getByText(/^Certified: Professional · /)).toBeTruthy();
    expect(within(second as HTMLElement).queryByText(/Certified/)).toBeNull();
  });
});
