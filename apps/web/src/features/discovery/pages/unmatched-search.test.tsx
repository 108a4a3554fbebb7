import { getInvestmentPageData, getScoutInvestor, messages } from '@angelbridge/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadLaterParts } from '../../../lib/hydrate-later';
import { answer, sent } from '../../../test/api';
import { renderRoute } from '../../../test/render';

const TYPE = { _id: '5d1c2b3a-4e5f-4a6b-9c7d-8e9f0a1b2c3d', title: 'Clean Energy' };

// The pages' code and the parts they load after their forms (the /invest listing), before the tests: loaded
// inside the test's wait, the listing's first transform outlasted the 30 s wait on a loaded CI machine.
beforeAll(async () => {
  await Promise.all([import('./invest-page'), import('./scout-page')]);
  await loadLaterParts();
});

describe('an unmatched search', () => {
  it('on /invest: one empty message, and Clear filters takes the search and filters out of the URL', async () => {
    answer(getInvestmentPageData, {
      success: true,
      message: 'OK',
      investment_data: [],
      similar_pitch: [],
      lowest_min_per_investor: 0,
      highest_min_per_investor: 0,
      filter_data: { expertise: [TYPE] },
    });
    const { router } = renderRoute(`/invest?search=zzqx&expertise=${TYPE._id}`);
    expect(await screen.findByText(messages.empty.investmentList)).toBeTruthy();
    // The live line is the message itself: no second one for screen readers or the eye.
    const main = within(screen.getByRole('main'));
    expect(main.getByRole('status').textContent).toBe(messages.empty.investmentList);
    expect(main.getAllByText(/No .*available|found/)).toHaveLength(1);

    fireEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    await waitFor(() => expect(sent(getInvestmentPageData).at(-1)?.body).toEqual({}));
    expect((screen.getByRole('searchbox', { name: 'Search pitches' }) as HTMLInputElement).value).toBe('');
  });

  it('on /scout: one empty message, and Clear filters keeps the kind of people', async () => {
    answer(getScoutInvestor, {
      success: true,
      message: 'OK',
      scout_investor: [],
      has_more: false,
      filter_data: { expertise: [TYPE] },
      investment_min: 0,
      investment_max: 0,
    });
    const { router } = renderRoute('/scout?type=investor&search=zzqx&min=10&max=500');
    expect(await screen.findByText(messages.empty.investors)).toBeTruthy();
    expect(within(screen.getByRole('main')).getAllByText(/No .*available|shown/)).toHaveLength(1);

    fireEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(router.state.location.search).toBe('?type=investor'));
  });

  it('with nothing searched: the empty message without a Clear filters button', async () => {
    answer(getScoutInvestor, {
      success: true,
      message: 'OK',
      scout_investor: [],
      has_more: false,
      filter_data: { expertise: [] },
      investment_min: 0,
      investment_max: 0,
    });
    renderRoute('/scout?type=entrepreneur');
    expect(await screen.findByText(messages.empty.data)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Clear filters' })).toBeNull();
  });
});
