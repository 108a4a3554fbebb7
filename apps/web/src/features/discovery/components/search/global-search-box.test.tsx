import { globalSearch, type PublicPitchCard, type SearchResult } from '@angelbridge/contracts';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { answer } from '../../../../test/api';
import { renderInRouter } from '../../../../test/render';
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

const pitch = (overrides: Partial<PublicPitchCard>): PublicPitchCard => ({
  _id: '5c2d1a0e-7b44-4e1f-8a3b-2f1e0d9c8b01',
  id: '5c2d1a0e-7b44-4e1f-8a3b-2f1e0d9c8b01',
  name_of_pitch: 'Café Crème',
  short_summary: 'Cold brew for offices.',
  highlight: ['Sold in 40 offices'],
  name_of_company: 'Crème Co',
  location: 'Montréal, Quebec',
  project_type: { _id: '5c2d1a0e-7b44-4e1f-8a3b-2f1e0d9c8b02', title: 'Food' },
  other_name: null,
  target: 100_000,
  min_per_investor: 1_000,
  funding_raised: 0,
  img: null,
  created_at: '2026-01-01T00:00:00.000Z',
  ...overrides,
});

interface Held {
  query: string;
  signal: AbortSignal;
  answer: (results: SearchResult[], pitches?: PublicPitchCard[]) => void;
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
          answer: (results, pitches = []) => resolve({ success: true, message: 'OK', results, pitches }),
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
      <Route path="/project/:id" element={<p>pitch page</p>} />
    </Routes>,
  );
  return { router, box: screen.getByRole('combobox', { name: 'Search people and pitches' }) };
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
    const list = await screen.findByRole('listbox', { name: 'Search results' });
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

  it('when pitches match too, then they come in their own group after the people, and choosing one opens its page', async () => {
    const held = holdSearches();
    const { box, router } = renderBox();
    fireEvent.change(box, { target: { value: 'creme' } });
    await waitFor(() => expect(held).toHaveLength(1));
    await act(async () => held[0]?.answer([person({})], [pitch({})]));
    const people = await screen.findByRole('group', { name: 'People' });
    const pitches = screen.getByRole('group', { name: 'Pitches' });
    expect(within(people).getByRole('option').textContent).toContain('Alice Marchetti');
    const option = within(pitches).getByRole('option');
    expect(option.textContent).toContain('Café Crème');
    expect(option.textContent).toContain('Crème Co · Food · Montréal, Quebec');
    expect(screen.getByRole('status').textContent).toBe('1 person and 1 pitch found');
    fireEvent.keyDown(box, { key: 'ArrowDown', code: 'ArrowDown' });
    fireEvent.keyDown(box, { key: 'ArrowDown', code: 'ArrowDown' });
    fireEvent.keyDown(box, { key: 'Enter', code: 'Enter' });
    await screen.findByText('pitch page');
    expect(router.state.location.pathname).toBe('/project/5c2d1a0e-7b44-4e1f-8a3b-2f1e0d9c8b01');
  });

  it('when only pitches match, then there is no people group, and when nothing matches one message says so', async () => {
    const held = holdSearches();
    const { box } = renderBox();
    fireEvent.change(box, { target: { value: 'creme' } });
    await waitFor(() => expect(held).toHaveLength(1));
    await act(async () => held[0]?.answer([], [pitch({})]));
    await screen.findByRole('group', { name: 'Pitches' });
    expect(screen.queryByRole('group', { name: 'People' })).toBeNull();
    fireEvent.change(box, { target: { value: 'zzqx' } });
    await waitFor(() => expect(held).toHaveLength(2));
    await act(async () => held[1]?.answer([], []));
    expect(await screen.findByText('No people or pitches found')).toBeTruthy();
    expect(screen.queryByRole('listbox')).toBeNull();
  });

  it('when Enter is pressed with no result highlighted, then the first result opens (issue 31: it did nothing)', async () => {
    const held = holdSearches();
    const { box, router } = renderBox();
    fireEvent.change(box, { target: { value: 'alice' } });
    await waitFor(() => expect(held).toHaveLength(1));
    await act(async () => held[0]?.answer([person({})], [pitch({})]));
    await screen.findByRole('listbox');
    fireEvent.keyDown(box, { key: 'Enter', code: 'Enter' });
    await screen.findByText('profile page');
    expect(router.state.location.pathname).toBe('/investor/profile/0b6f3c1e-6a55-4c47-9d61-0d6c7c6b1a01');
  });

  it('when Enter is pressed before the typing pause ends, then the search goes out at once and its results show', async () => {
    const held = holdSearches();
    const { box, router } = renderBox();
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    fireEvent.change(box, { target: { value: 'creme' } });
    fireEvent.keyDown(box, { key: 'Enter', code: 'Enter' });
    vi.useRealTimers();
    // No timer has run: the call went out because of Enter, not after the pause.
    await waitFor(() => expect(held).toHaveLength(1));
    expect(held[0]?.query).toBe('creme');
    await act(async () => held[0]?.answer([], [pitch({})]));
    expect(await screen.findByRole('listbox', { name: 'Search results' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/');
  });
});
