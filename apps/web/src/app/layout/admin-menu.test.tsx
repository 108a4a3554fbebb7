import { logout } from '@angelbridge/contracts';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { signInAdmin, signOutAdmin } from '../../lib/admin-session';
import { answer, sent } from '../../test/api';
import { renderInRouter } from '../../test/render';
import { SiteHeader } from './site-header';

afterEach(() => signOutAdmin());

describe('the public header while an admin is signed in to the console', () => {
  it('shows the admin menu with the console and Sign out instead of Login / Join', async () => {
    signInAdmin('admin-token', {
      user_type: 'admin',
      token: 'admin-token',
      first_name: 'Ada',
      last_name: 'Admin',
      email: 'admin@example.test',
      photo: null,
    });
    renderInRouter(<SiteHeader />);
    expect(screen.queryByRole('link', { name: 'Login' })).toBeNull();
    // the menu's code loads only for a signed-in admin
    fireEvent.click(
      await screen.findByRole('button', { name: 'Admin menu (Ada Admin)' }, { timeout: 15_000 }),
    );
    expect((await screen.findByRole('menuitem', { name: 'Admin console' })).getAttribute('href')).toBe(
      '/admin',
    );
    answer(logout, { success: true, message: 'Logged out.' });
    fireEvent.click(screen.getByRole('menuitem', { name: 'Sign out' }));
    expect(await screen.findByRole('link', { name: 'Login' })).toBeTruthy();
    // the console's session ends on the server too
    await waitFor(() => expect(sent(logout)).toHaveLength(1));
  });

  it('shows Login / Join to a guest', () => {
    renderInRouter(<SiteHeader />);
    expect(screen.getByRole('link', { name: 'Login' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Admin menu/ })).toBeNull();
  });
});
