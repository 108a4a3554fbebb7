import { messages, otpVerifyLink } from '@angelbridge/contracts';
import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { answer, refuse, sent } from '../../../test/api';
import { answerProfileLists } from '../../../test/reference-lists';
import { renderRoute } from '../../../test/render';

beforeEach(() => {
  vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
});

const TOKEN = 'q3Xz8v_Kd0-pL2mN4bR6tY8wA1cE3gI5kM7oQ9sU0xW';

describe('the link of a code mail (/verify#token=)', () => {
  it('when a sign-up link is opened, then the token is sent once and the profile stage opens', async () => {
    answerProfileLists();
    answer(otpVerifyLink, {
      success: true,
      message: 'Code verified.',
      action: 'register',
      token: 'completion-7',
      user_data: { token: 'completion-7', user_type: 'investor' },
    });
    const { router } = renderRoute(`/verify#token=${TOKEN}`);
    await waitFor(() => expect(router.state.location.search).toBe('?type=investor&stage=final'));
    expect(sent(otpVerifyLink).map((call) => call.body)).toEqual([{ token: TOKEN }]);
    expect(sessionStorage.getItem('token_completion')).toBe('completion-7');
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('when a reset link is opened, then the reset form opens for that address', async () => {
    answer(otpVerifyLink, {
      success: true,
      message: 'Code verified.',
      action: 'forget_password',
      token: 'reset-3',
      email: 'ada@example.com',
    });
    const { router } = renderRoute(`/verify#token=${TOKEN}`);
    await waitFor(() => expect(router.state.location.pathname).toBe('/changepassword'));
    expect(sessionStorage.getItem('token_reset')).toBe('reset-3');
    expect(await screen.findByText(/Choose a new password for ada@example.com/)).toBeTruthy();
  });

  it('when the link was used or has expired, then the page says so and offers a new code', async () => {
    refuse(otpVerifyLink, 400, messages.security.linkInvalid);
    const { router } = renderRoute(`/verify#token=${TOKEN}`);
    expect(await screen.findByText(messages.security.linkInvalid)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Ask for a new code' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/verify');
    expect(sessionStorage.getItem('token_completion')).toBeNull();
  });

  it('when the address has no token, then nothing is sent and the page says the link cannot be used', async () => {
    renderRoute('/verify');
    expect(await screen.findByText(messages.security.linkInvalid)).toBeTruthy();
    expect(sent(otpVerifyLink)).toHaveLength(0);
  });

  it('keeps where it was opened from out of the Referer of anything it links to', async () => {
    renderRoute('/verify');
    await screen.findByText(messages.security.linkInvalid);
    expect(document.querySelector('meta[name="referrer"]')?.getAttribute('content')).toBe('no-referrer');
  });
});
