import { commitmentTexts, getMyCommitments } from '@angelbridge/contracts';
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { answer } from '../../../test/api';
import { renderRoute } from '../../../test/render';
import { aCommitment } from '../test/commitment-fixture';

function signInInvestor() {
  localStorage.setItem('token', 'session-token');
  localStorage.setItem('user_type', 'investor');
  localStorage.setItem(
    'user',
    JSON.stringify({ first_name: 'Ivy', last_name: 'Investor', user_type: 'investor' }),
  );
}

const page = (commitments: ReturnType<typeof aCommitment>[], roundState: 'open' | 'closing' = 'open') => ({
  success: true as const,
  message: 'OK',
  commitments: commitments.map((c) => ({ ...c, name_of_pitch: 'Solar Roofs', round_state: roundState })),
  page: 1,
  page_size: 50,
  total: commitments.length,
});

describe('My commitments', () => {
  it('when there are none, then the page says so and points to the pitches', async () => {
    signInInvestor();
    answer(getMyCommitments, page([]));
    renderRoute('/mycommitments');
    expect(await screen.findByText('No commitments yet')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Browse pitches' })).toBeTruthy();
  });

  it('when a commitment is closing, then its amount, status, conditions and history show', async () => {
    signInInvestor();
    const closing = aCommitment({
      amount: 25_000,
      status: 'closing',
      conditions: { min_round_total: null, requires_lead: true, until: null },
      condition_status: [{ name: 'requires_lead', met: true, detail: commitmentTexts.leadMet('Lee Lead') }],
      history: [
        {
          at: '2026-11-20T10:00:00.000Z',
          event: 'created',
          actor: 'investor',
          amount: 25_000,
          conditions: { min_round_total: null, requires_lead: true, until: null },
          status: 'indicated',
          note: null,
          reason: null,
        },
        {
          at: '2026-11-21T10:00:00.000Z',
          event: 'closing',
          actor: 'founder',
          amount: 25_000,
          conditions: { min_round_total: null, requires_lead: true, until: null },
          status: 'closing',
          note: null,
          reason: null,
        },
      ],
    });
    answer(getMyCommitments, page([closing], 'closing'));
    renderRoute('/mycommitments');
    const card = await screen.findByRole('article', { name: 'Solar Roofs' });
    expect(within(card).getByRole('link', { name: 'Solar Roofs' }).getAttribute('href')).toBe(
      `/project/${closing.pitch_id}`,
    );
    expect(within(card).getByText('C$25,000')).toBeTruthy();
    expect(within(card).getByText('Closing')).toBeTruthy();
    expect(within(card).getByText('Round closing')).toBeTruthy();
    expect(within(card).getByText(commitmentTexts.leadMet('Lee Lead'))).toBeTruthy();
    fireEvent.click(within(card).getByRole('button', { name: 'Show history (2)' }));
    expect(await within(card).findByText('Included in the closing round')).toBeTruthy();
  });
});
