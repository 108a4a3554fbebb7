import { fireEvent, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderInRouter } from '../test/render';
import { PhotoNudge } from './photo-nudge';

// A signed-in person without a photo is asked to add one, until they dismiss the hint.
const signIn = (userType: 'entrepreneur' | 'investor', photo: string | null) => {
  localStorage.setItem('token', 'session-token');
  localStorage.setItem('user_type', userType);
  localStorage.setItem(
    'user',
    JSON.stringify({
      first_name: 'Ada',
      last_name: 'Lovelace',
      email: 'ada@example.com',
      user_type: userType,
      photo,
    }),
  );
};

beforeEach(() => localStorage.clear());

describe('the photo nudge', () => {
  it('when an entrepreneur without a photo opens the dashboard, then the hint links to their profile', async () => {
    signIn('entrepreneur', null);
    renderInRouter(<PhotoNudge where="dashboard" />);
    expect(await screen.findByText('Add a photo to your profile')).toBeTruthy();
    expect(screen.getByText(/Investors reply more often/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Add a photo' }).getAttribute('href')).toBe(
      '/profile-entrepreneur',
    );
  });

  it('when it is dismissed, then it is gone, and stays gone on the next page', async () => {
    signIn('investor', null);
    const first = renderInRouter(<PhotoNudge where="profile" />);
    expect(await screen.findByText(/Founders reply more often/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss the photo hint' }));
    expect(screen.queryByText('Add a photo to your profile')).toBeNull();
    first.unmount();
    renderInRouter(<PhotoNudge where="dashboard" />);
    expect(screen.queryByText('Add a photo to your profile')).toBeNull();
  });

  it('when the person has a photo, or a guest visits, then nothing shows', () => {
    signIn('entrepreneur', '/uploads/me.png');
    const withPhoto = renderInRouter(<PhotoNudge where="dashboard" />);
    expect(screen.queryByText('Add a photo to your profile')).toBeNull();
    withPhoto.unmount();
    // the profile page's loaded photo wins over the session's copy
    signIn('entrepreneur', null);
    const loaded = renderInRouter(<PhotoNudge where="profile" hasPhoto />);
    expect(screen.queryByText('Add a photo to your profile')).toBeNull();
    loaded.unmount();
    localStorage.clear();
    renderInRouter(<PhotoNudge where="dashboard" />);
    expect(screen.queryByText('Add a photo to your profile')).toBeNull();
  });
});
