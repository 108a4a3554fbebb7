import { getFundRaiseData, getInvestmentPageData, getPitches, logout } from '@angelbridge/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { answer, sent } from '../test/api';
import { renderRoute } from '../test/render';

function signInAs(userType: string) {
  localStorage.setItem('token', 'session-token');
  localStorage.setItem('user_type', userType);
}

/** The lists of the home page and /invest, empty: a test that lands there is not about them. */
function answerEmptyLists() {
  const noPeople = { investor_data: [], pitch_data: [], scout_data: [] };
  answer(getFundRaiseData, { success: true, message: 'OK', investment_data: noPeople });
  answer(getInvestmentPageData, {
    success: true,
    message: 'OK',
    investment_data: [],
    similar_pitch: [],
    lowest_min_per_investor: 0,
    highest_min_per_investor: 0,
    filter_data: { expertise: [] },
  });
}

describe('route guards', () => {
  it('when a guest opens /pitchlist, then they land on /login', async () => {
    const { router } = renderRoute('/pitchlist');
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/login');
    expect(router.state.location.state).toMatchObject({ from: { pathname: '/pitchlist' } });
  });

  it('when a guest opens /PitchList, then the case-insensitive match still guards it', async () => {
    const { router } = renderRoute('/PitchList');
    await screen.findByRole('heading', { name: 'Sign in' });
    expect(router.state.location.pathname).toBe('/login');
  });

  it('when an unfinished sign-up opens /pitchlist, then it counts as signed out', async () => {
    signInAs('entrepreneur');
    localStorage.setItem('incomplete', 'true');
    const { router } = renderRoute('/pitchlist');
    await screen.findByRole('heading', { name: 'Sign in' });
    expect(router.state.location.pathname).toBe('/login');
  });

  it('when a signed-in user opens /login, then they land on /', async () => {
    signInAs('investor');
    answerEmptyLists();
    const { router } = renderRoute('/login');
    await screen.findByRole('heading', { name: 'Empowering ideas' });
    expect(router.state.location.pathname).toBe('/');
  });

  it('when a signed-in user opens /pitchlist, then the page shows', async () => {
    signInAs('entrepreneur');
    answer(getPitches, { success: true, message: 'OK', pitch_data: [] });
    renderRoute('/pitchlist');
    expect(await screen.findByRole('heading', { name: 'My Pitches' })).toBeTruthy();
  });

  it('when an investor opens the entrepreneur profile, then they land on the investor profile', async () => {
    signInAs('investor');
    const { router } = renderRoute('/profile-entrepreneur');
    await screen.findByRole('heading', { name: 'Investor profile' });
    expect(router.state.location.pathname).toBe('/profile-investor');
  });

  it('when a guest opens /about, then it is the About Us page, like /about-us', async () => {
    renderRoute('/about');
    expect(await screen.findByRole('heading', { name: 'About Us' })).toBeTruthy();
  });

  it('when a signed-in user presses Sign Out, then the session is cleared and they land on /', async () => {
    signInAs('investor');
    localStorage.setItem('user', JSON.stringify({ first_name: 'Ada', user_type: 'investor' }));
    answer(logout, { success: true, message: 'Signed out.' });
    answerEmptyLists();
    const { router } = renderRoute('/invest');
    expect(screen.queryByRole('link', { name: 'Login' })).toBeNull();
    fireEvent.click(await screen.findByRole('button', { name: 'Sign Out' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    for (const key of ['token', 'user', 'user_type']) expect(localStorage.getItem(key)).toBeNull();
    // the server is told too, with the token the browser held
    await waitFor(() => expect(sent(logout)).toHaveLength(1));
    expect(sent(logout)[0]?.headers.get('Authorization')).toBe('Bearer session-token');
    expect(await within(screen.getByRole('banner')).findByRole('link', { name: 'Login' })).toBeTruthy();
  });
});
