import { getUserDetails, type UserProfile } from '@angelbridge/contracts';
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { getSession } from '../lib/session';
import { answer, NETWORK_ERROR, refuse, sent } from '../test/api';
import { bootstrapSession } from './use-session-bootstrap';

const client = () => new QueryClient({ defaultOptions: { queries: { retry: false } } });

const PROFILE: UserProfile = {
  _id: '5d0c8a1e-6a55-4b8f-9b8e-2f0e4b1c9d11',
  user_type: 'investor',
  first_name: 'Ada',
  last_name: 'Lovelace',
  email: 'ada@example.com',
  isd_code: '1',
  mobile_number: '5551234',
  country: 'Canada',
  country_id: null,
  register_country: null,
  register_state: null,
  register_city: null,
  bio: 'Investor.',
  linkedin_profile: '',
  photo: '/uploads/ada.png',
  email_verified: true,
  is_profile_complete: true,
  desired_project: [],
  created_at: '2025-01-01T00:00:00.000Z',
  company_or_organization: 'Engines',
  expertise: [],
  intermediate_project_type: [],
  investment_range: { min: 1, max: 2 },
  preferred_sectors: [],
};

function storeSession(userType = 'entrepreneur') {
  localStorage.setItem('token', 'session-token');
  localStorage.setItem('user_type', userType);
  localStorage.setItem('user', JSON.stringify({ first_name: 'Old', user_type: userType }));
}

describe('session bootstrap', () => {
  it('when the user details load, then the user is stored under the stored user_type', async () => {
    storeSession('entrepreneur');
    answer(getUserDetails, { success: true, message: 'OK', user_data: PROFILE });
    await bootstrapSession(client());
    expect(getSession().user).toMatchObject({
      first_name: 'Ada',
      last_name: 'Lovelace',
      email: 'ada@example.com',
      photo: '/uploads/ada.png',
      user_type: 'entrepreneur',
    });
    expect(sent(getUserDetails)[0]?.headers.get('Authorization')).toBe('Bearer session-token');
  });

  it('when the server refuses the token, then token, user and user_type are cleared', async () => {
    storeSession();
    refuse(getUserDetails, 401, 'Your session has expired.');
    await bootstrapSession(client());
    for (const key of ['token', 'user', 'user_type']) expect(localStorage.getItem(key)).toBeNull();
    expect(getSession().signedIn).toBe(false);
  });

  it('when no answer arrives at all, then the session is kept for the next visit to check', async () => {
    storeSession();
    answer(getUserDetails, NETWORK_ERROR);
    await bootstrapSession(client());
    expect(getSession().signedIn).toBe(true);
  });

  it("when a sign-up is unfinished, then token, user and flag are cleared without a call, but the tab's completion token stays", async () => {
    storeSession();
    localStorage.setItem('incomplete', 'true');
    sessionStorage.setItem('token_completion', 'c1');
    await bootstrapSession(client());
    for (const key of ['token', 'user', 'incomplete']) expect(localStorage.getItem(key)).toBeNull();
    expect(sessionStorage.getItem('token_completion')).toBe('c1');
    expect(sent(getUserDetails)).toHaveLength(0);
  });

  it('when nobody is signed in, then nothing is called', async () => {
    await bootstrapSession(client());
    expect(sent(getUserDetails)).toHaveLength(0);
  });
});
