import { type ContactRequestRow, getContactRequest } from '@angelbridge/contracts';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { answer } from '../../../test/api';
import { signInAs, uuid } from '../../../test/conversations';
import { renderInRouter } from '../../../test/render';
import { ContactRequestList } from './contact-request-list';
import { MyInvestmentList } from './my-investment-list';

// The server decides whether an allowance still counts (its one rule of "allowed and unexpired"); the
// rows below carry an answer that the status and expiry alone would contradict, so a list that worked
// it out for itself shows the wrong thing.

const PITCH = uuid(7000);
const UNTIL = '2031-05-06T00:00:00.000Z';

function row(n: number, over: Partial<ContactRequestRow>): ContactRequestRow {
  return {
    contact_id: uuid(7100 + n),
    pitch_id: PITCH,
    investor_id: uuid(7200 + n),
    first_name: 'Investor',
    last_name: `Number${n}`,
    name_of_pitch: `Pitch ${n}`,
    email: `i${n}@example.com`,
    status: 'allow',
    is_allowed: false,
    created_at: '2026-11-01T10:00:00.000Z',
    ...over,
  };
}

const rowOf = (name: string) =>
  screen.getAllByTestId('contact-request-row').find((r) => r.textContent?.includes(name)) as HTMLElement;

describe("the founder's request list", () => {
  it('when the server says an allowance no longer counts, then the row reads Expired, may be allowed again and has no Message button', async () => {
    signInAs('entrepreneur');
    answer(getContactRequest, {
      success: true,
      message: 'OK',
      contact_data: [
        row(1, { is_allowed: false, expired: false, expires_at: UNTIL }),
        row(2, { is_allowed: true, expires_at: UNTIL }),
      ],
    });
    renderInRouter(<ContactRequestList pitchId={null} />);
    await screen.findAllByTestId('contact-request-row', {}, { timeout: 10_000 });

    const ended = rowOf('Number1');
    expect(within(ended).getByText('Expired')).toBeTruthy();
    expect(within(ended).queryByText('Allowed')).toBeNull();
    expect(
      within(ended).getByRole('button', { name: 'Allow Investor Number1' }).hasAttribute('disabled'),
    ).toBe(false);
    expect(within(ended).queryByRole('button', { name: 'Message Investor Number1' })).toBeNull();
    expect(within(ended).queryByText(/^Until/)).toBeNull();

    const running = rowOf('Number2');
    expect(within(running).getByText('Allowed')).toBeTruthy();
    expect(
      within(running).getByRole('button', { name: 'Allow Investor Number2' }).hasAttribute('disabled'),
    ).toBe(true);
    expect(within(running).getByRole('button', { name: 'Message Investor Number2' })).toBeTruthy();
    expect(within(running).getByText(/^Until/)).toBeTruthy();
  });
});

describe("the investor's My Investment list", () => {
  it('when the server says an allowance no longer counts, then its card reads Expired with the date it ended', async () => {
    signInAs('investor');
    answer(getContactRequest, {
      success: true,
      message: 'OK',
      contact_data: [
        row(1, { is_allowed: false, expires_at: UNTIL }),
        row(2, { is_allowed: true, expires_at: null }),
      ],
    });
    renderInRouter(<MyInvestmentList />);
    const cards = await screen.findAllByTestId('investment-card', {}, { timeout: 10_000 });
    const [ended, open] = cards as [HTMLElement, HTMLElement];
    expect(within(ended).getByText('Expired')).toBeTruthy();
    expect(within(ended).getByText(/^Expired May/)).toBeTruthy();
    expect(within(ended).queryByText(/Access until/)).toBeNull();
    expect(within(open).getByText('Allowed')).toBeTruthy();
    expect(within(open).getByText('Access without expiry')).toBeTruthy();
  });
});
