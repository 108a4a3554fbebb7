import {
  accountSuspendedMessage,
  doLogin,
  getFundRaiseData,
  getScoutInvestorById,
  messages,
  otpSend,
} from '@angelbridge/contracts';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { type Answer, answer, refuse, sent } from '../../../test/api';
import { answerProfileLists } from '../../../test/reference-lists';
import { renderRoute } from '../../../test/render';

beforeEach(() => {
  // jsdom cannot play media; the site's background sound starts on the first click.
  vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
});

function loginAnswer(
  flags: { email_verified: boolean; is_profile_complete: boolean },
  token = 'tok-1',
): Answer<typeof doLogin> {
  return {
    success: true,
    message: 'Login success!',
    ...flags,
    token,
    user_type: 'entrepreneur',
    user_data: {
      user_type: 'entrepreneur',
      token,
      first_name: 'Ada',
      last_name: 'Lovelace',
      email: 'ada@example.com',
      photo: null,
    },
  };
}

async function signInWith(email: string, password: string) {
  await screen.findByRole('heading', { name: 'Sign in' });
  fireEvent.change(screen.getByLabelText(/^Email/), { target: { value: email } });
  fireEvent.change(screen.getByLabelText(/^Password/, { selector: 'input' }), {
    target: { value: password },
  });
  fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
}

describe('login', () => {
  it("when the fields are empty or short, then the spec's messages show and nothing is sent", async () => {
    renderRoute('/login');
    await signInWith('not-an-email', '123');
    expect(await screen.findByText(messages.login.emailInvalid)).toBeTruthy();
    expect(screen.getByText(messages.login.passwordMin)).toBeTruthy();
    expect(sent(doLogin)).toHaveLength(0);
  });

  it('when a guest opens a person from /scout, then the login page says why, and signing in goes back to the person', async () => {
    const person = '/investor/profile/0b6f3c1e-6a55-4c47-9d61-0d6c7c6b1a01';
    const { router } = renderRoute(`${person}?type=investor`);
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect((await screen.findByRole('status')).textContent).toContain('Log in to see investor profiles');
    answer(doLogin, loginAnswer({ email_verified: true, is_profile_complete: true }));
    // the profile opens next; its content is not under test
    refuse(getScoutInvestorById, 404, 'User not found');
    await signInWith('ada@example.com', 'Str0ng!pass');
    await waitFor(() => expect(router.state.location.pathname).toBe(person));
    expect(router.state.location.search).toBe('?type=investor');
  });

  it('when the login page is opened directly, then no members-only notice shows', async () => {
    renderRoute('/login');
    await screen.findByRole('heading', { name: 'Sign in' });
    expect(screen.queryByText(/Log in to see/)).toBeNull();
  });

  it('when the account is verified and complete, then the session is stored, the toast shows and home opens', async () => {
    answer(doLogin, loginAnswer({ email_verified: true, is_profile_complete: true }, 'session-1'));
    // home opens next; its lists are not under test
    const noPeople = { investor_data: [], pitch_data: [], scout_data: [] };
    answer(getFundRaiseData, { success: true, message: 'OK', investment_data: noPeople });
    const { router } = renderRoute('/login');
    await signInWith('ada@example.com', 'Str0ng!pass');
    expect(await screen.findByText(messages.toasts.loginSuccess)).toBeTruthy();
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(localStorage.getItem('token')).toBe('session-1');
    expect(localStorage.getItem('user_type')).toBe('entrepreneur');
    expect(JSON.parse(localStorage.getItem('user') ?? '{}')).toMatchObject({
      first_name: 'Ada',
      email: 'ada@example.com',
      user_type: 'entrepreneur',
    });
  });

  it('when the e-mail is not verified and the profile incomplete, then a code is sent and both messages show (§4 b)', async () => {
    answer(doLogin, loginAnswer({ email_verified: false, is_profile_complete: false }, 'completion-1'));
    answer(otpSend, { success: true, message: 'E-mail OTP sent.', resend_in: 60, expires_in: 600 });
    const { router } = renderRoute('/login');
    await signInWith('Ada@Example.com', 'Str0ng!pass');
    await waitFor(() => expect(router.state.location.search).toBe('?type=entrepreneur&stage=verify'));
    expect(sent(otpSend)[0]?.body).toMatchObject({ email: 'ada@example.com', purpose: 'register' });
    expect(screen.getByText(messages.toasts.otpSent)).toBeTruthy();
    expect(screen.getByText(messages.toasts.completeProfile)).toBeTruthy();
    expect(sessionStorage.getItem('token_completion')).toBe('completion-1');
    expect(sessionStorage.getItem('email')).toBe('ada@example.com');
    expect(localStorage.getItem('incomplete')).toBe('true');
    expect(localStorage.getItem('token')).toBeNull();
    expect(await screen.findByRole('heading', { name: 'Verify your e-mail' })).toBeTruthy();
  });

  it('when the profile is incomplete, then the message asks to complete it and the final stage opens', async () => {
    answer(doLogin, loginAnswer({ email_verified: true, is_profile_complete: false }, 'completion-2'));
    answerProfileLists();
    const { router } = renderRoute('/login');
    await signInWith('ada@example.com', 'Str0ng!pass');
    expect(await screen.findByText(messages.toasts.completeProfile)).toBeTruthy();
    await waitFor(() => expect(router.state.location.search).toBe('?type=entrepreneur&stage=final'));
    expect(sessionStorage.getItem('token_completion')).toBe('completion-2');
    expect(sent(otpSend)).toHaveLength(0);
  });

  it('when the server refuses, then its message shows under the password field', async () => {
    refuse(doLogin, 401, 'Invalid email or password.');
    const { router } = renderRoute('/login');
    await signInWith('ada@example.com', 'Wr0ng!pass');
    const message = await screen.findByText('Invalid email or password.');
    const password = screen.getByLabelText(/^Password/, { selector: 'input' });
    expect(password.getAttribute('aria-invalid')).toBe('true');
    expect(password.getAttribute('aria-describedby')).toContain(message.id);
    expect(router.state.location.pathname).toBe('/login');
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('when sign-ins to the account are paused, then the message and the way in by e-mail show above the form', async () => {
    const locked = messages.security.loginLocked;
    refuse(doLogin, 429, locked, { retry_after: 3000 });
    const { router } = renderRoute('/login');
    await signInWith('ada@example.com', 'Str0ng!pass');
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(locked);
    const reset = screen.getByRole('link', { name: 'Reset your password by e-mail' });
    expect(reset.getAttribute('href')).toBe('/forgotpassword');
    const password = screen.getByLabelText(/^Password/, { selector: 'input' });
    expect(password.getAttribute('aria-invalid')).not.toBe('true');
    expect(router.state.location.pathname).toBe('/login');
  });

  it('when an admin suspended the account, then the reason shows above the form and nobody is signed in', async () => {
    const told = accountSuspendedMessage('Fraudulent claims');
    refuse(doLogin, 403, told);
    const { router } = renderRoute('/login');
    await signInWith('ada@example.com', 'Str0ng!pass');
    const alert = await screen.findByRole('alert', {}, { timeout: 5000 });
    expect(alert.textContent).toContain('Account suspended');
    expect(alert.textContent).toContain(told);
    expect(router.state.location.pathname).toBe('/login');
    expect(localStorage.getItem('token')).toBeNull();
  });
});
