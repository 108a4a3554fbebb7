import { deleteMyAccount } from '@angelbridge/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { beforeEach, describe, expect, it } from 'vitest';
import { answer, refuse, sent } from '../../../test/api';
import { renderInRouter } from '../../../test/render';
import { DeleteAccount } from './delete-account';

const WRONG = 'The password is not correct. Your account was not deleted.';

beforeEach(() => {
  localStorage.setItem('token', 'session-token');
  localStorage.setItem('user_type', 'investor');
});

async function openDialog() {
  // the account page and the home page it leaves for: the session is forgotten once the page has gone
  const view = renderInRouter(
    <Routes>
      <Route path="/profile/password" element={<DeleteAccount />} />
      <Route path="/" element={<p>Home page</p>} />
    </Routes>,
    '/profile/password',
  );
  fireEvent.click(screen.getByRole('button', { name: 'Delete my account' }));
  const dialog = await screen.findByRole('dialog', { name: 'Delete your account?' }, { timeout: 5000 });
  return { ...view, dialog };
}

const typePassword = (dialog: HTMLElement, value: string) =>
  fireEvent.change(within(dialog).getByLabelText(/Your password/), { target: { value } });

const confirm = (dialog: HTMLElement) =>
  fireEvent.click(within(dialog).getByRole('button', { name: 'Delete my account' }));

describe('Delete my account', () => {
  it('names what deleting does before asking for the password', async () => {
    const { dialog } = await openDialog();
    const list = within(dialog).getByRole('list', { name: 'What deleting your account does' });
    expect(list.textContent).toMatch(/pitches.*removed/);
    expect(list.textContent).toMatch(/contact requests.*removed/);
    expect(list.textContent).toMatch(/Deleted user/);
    expect(list.textContent).toMatch(/cannot be undone/);
    expect(within(dialog).getByRole('button', { name: 'Close' })).toBeTruthy();
  });

  it('asks for the password and sends nothing without it', async () => {
    const { dialog } = await openDialog();
    confirm(dialog);
    expect(await within(dialog).findByText('Please enter your password to confirm.')).toBeTruthy();
    expect(
      within(dialog)
        .getByLabelText(/Your password/)
        .getAttribute('aria-invalid'),
    ).toBe('true');
    expect(sent(deleteMyAccount)).toEqual([]);
  });

  it('shows a wrong password on the field and keeps the session', async () => {
    refuse(deleteMyAccount, 400, WRONG, { errors: { password: WRONG } });
    const { dialog, router } = await openDialog();
    typePassword(dialog, 'Not-my-passw0rd');
    confirm(dialog);
    expect(await within(dialog).findByText(WRONG, {}, { timeout: 5000 })).toBeTruthy();
    expect(localStorage.getItem('token')).toBe('session-token');
    expect(router.state.location.pathname).toBe('/profile/password');
  });

  it('cancel closes the dialog and deletes nothing', async () => {
    const { dialog } = await openDialog();
    typePassword(dialog, 'Passw0rd!');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), { timeout: 5000 });
    expect(sent(deleteMyAccount)).toEqual([]);
  });

  it('with the right password: deletes, signs this browser out and says goodbye on the home page', async () => {
    answer(deleteMyAccount, { success: true, message: 'Your account was deleted.' });
    const { dialog, router } = await openDialog();
    typePassword(dialog, 'Passw0rd!');
    confirm(dialog);
    expect(await screen.findByText('Home page', {}, { timeout: 5000 })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/');
    expect(sent(deleteMyAccount).map((call) => call.body)).toEqual([{ password: 'Passw0rd!' }]);
    // forgotten when the account page has unmounted: React runs that clean-up after it paints the home page
    await waitFor(() => expect(localStorage.getItem('token')).toBeNull(), { timeout: 5000 });
    expect(await screen.findByText(/Your account was deleted. Goodbye/, {}, { timeout: 5000 })).toBeTruthy();
  });
});
