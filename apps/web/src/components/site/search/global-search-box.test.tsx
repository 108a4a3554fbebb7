import { globalSearch, type SearchResult } from '@angelbridge/contracts';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { answer } from '../../../test/api';
import { renderInRouter } from '../../../test/render';
import { GlobalSearchBox, SEARCH_DEBOUNCE_MS } from './global-search-box';

const person = (overrides: Partial<SearchResult>): SearchResult => ({
  _id: '0b6f3c1e-6a55-4c47-9d61-0d6c7c6b1a01',
  user_type: 'investor',
  first_name: 'Alice',
  last_name: 'Marchetti',
  photo: null,
  country_id: { name: 'Canada' },
  expertise: ['Fintech'],
  bio: 'Backs fintech founders.',
  linkedin_profile: 'https://www.linkedin.com/in/alice',
  company_or_organization: 'Marchetti Capital',
  ...overrides,
});

interface Held {
  query: string;
  signal: AbortSignal;
  answer: (results: SearchResult[]) => void;
}

/** Searches whose answers the test releases one by one, to play out slow and fast replies. */
function holdSearches() {
  const held: Held[] = [];
  answer(
    globalSearch,
    ({ search_query }, { signal }) =>
      new Promise((resolve) => {
        held.push({
          query: search_query,
          signal,
          answer: (results) => resolve({ success: true, message: 'OK', results }),
        });
      }),
  );
  return held;
}

function renderBox() {
  const { router } = renderInRouter(
    <Routes>
      <Route path="/" element={<GlobalSearchBox />} />
      <Route path="/investor/profile/:id" element={<p>profile page</p>} />
    </Routes>,
  );
  return { router, box: screen.getByRole('combobox', { name: 'Search people' }) };
}

describe('header search box', () => {
  it('when an older answer arrives after a newer one, then only the newer results show', async () => {
    const held = holdSearches();
    const { box } = renderBox();
    fireEvent.change(box, { target: { value: 'al' } });
    await waitFor(() => expect(held).toHaveLength(1));
    fireEvent.change(box, { target: { value: 'alice' } });
    await waitFor(() => expect(held).toHaveLength(2));
    expect(held.map((h) => h.query)).toEqual(['al', 'alice']);
    // The older call was cancelled as soon as the text moved on.
    expect(held[0]?.signal?.aborted).toBe(true);

    await act(async () => held[1]?.answer([person({})]));
    await act(async () =>
      held[0]?.answer([person({ _id: '0b6f3c1e-6a55-4c47-9d61-0d6c7c6b1a02', first_name: 'Albert' })]),
    );
    const list = await screen.findByRole('listbox', { name: 'People found' });
    expect(within(list).getAllByRole('option')).toHaveLength(1);
    expect(within(list).getByRole('option').textContent).toContain('Alice Marchetti');
    expect(screen.queryByText(/Albert/)).toBeNull();
  });

  it('when typing pauses, then one call goes out for the final text, not one per key', async () => {
    const held = holdSearches();
    const { box } = renderBox();
    for (const text of ['m', 'ma', 'mar', 'marc']) fireEvent.change(box, { target: { value: text } });
    await waitFor(() => expect(held).toHaveLength(1));
    expect(held[0]?.query).toBe('marc');
  });

  it('when a person lacks a name, country or bio, then the fallbacks of the spec show', async () => {
    const held = holdSearches();
    const { box } = renderBox();
    fireEvent.change(box, { target: { value: 'anon' } });
    await waitFor(() => expect(held).toHaveLength(1));
    await act(async () =>
      held[0]?.answer([
        person({ first_name: '', last_name: '', country_id: null, bio: '', linkedin_profile: '' }),
      ]),
    );
    const option = await screen.findByRole('option');
    expect(option.textContent).toContain('Unknown');
    expect(option.textContent).toContain('No bio available');
    expect(option.textContent).not.toContain('LinkedIn');
  });

  it('when the text is cleared, then the results go at once and nothing is asked', async () => {
    const held = holdSearches();
    const { box } = renderBox();
    fireEvent.change(box, { target: { value: 'alice' } });
    await waitFor(() => expect(held).toHaveLength(1));
    await act(async () => held[0]?.answer([person({})]));
    expect(await screen.findByRole('listbox')).toBeTruthy();
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    fireEvent.change(box, { target: { value: '' } });
    expect(screen.queryByRole('listbox')).toBeNull();
    // The pause after typing passes with the box empty; then a new word is typed and its call awaited:
    // a call for the empty box would have gone out before it.
    act(() => vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS * 2));
    vi.useRealTimers();
    fireEvent.change(box, { target: { value: 'bob' } });
    await waitFor(() => expect(held).toHaveLength(2));
    expect(held.map((h) => h.query)).toEqual(['alice', 'bob']);
  });

  it('when a result is chosen with the arrow keys and Enter, then its profile opens with the user type', async () => {
    const held = holdSearches();
    const { box, router } = renderBox();
    fireEvent.change(box, { target: { value: 'alice' } });
    await waitFor(() => expect(held).toHaveLength(1));
    await act(async () => held[0]?.answer([person({})]));
    await screen.findByRole('option');
    fireEvent.keyDown(box, { key: 'ArrowDown', code: 'ArrowDown' });
    fireEvent.keyDown(box, { key: 'Enter', code: 'Enter' });
    await screen.findByText('profile page');
    expect(router.state.location.pathname).toBe('/investor/profile/0b6f3c1e-6a55-4c47-9d61-0d6c7c6b1a01');
    expect(router.state.location.state).toEqual({ userType: 'investor' });
  });
});
