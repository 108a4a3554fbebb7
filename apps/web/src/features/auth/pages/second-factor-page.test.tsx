import { adminMessages, getSecondFactorSetup, verifySecondFactor } from '@angelbridge/contracts';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { getAdminSession, signOutAdmin, startSecondFactor } from '../../../lib/admin-session';
import { answer, refuse, sent } from '../../../test/api';
import { renderRoute } from '../../../test/render';

const QR = 'data:image/svg+xml;base64,PHN2Zy8+';
const adminUser = {
  user_type: 'admin' as const,
  token: 'admin-session',
  first_name: 'Ada',
  last_name: 'Admin',
  email: 'ada@example.com',
  photo: null,
};

beforeEach(() => {
  vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
  signOutAdmin();
});

const codeField = () => screen.findByRole('textbox', { name: /Authentication code/ });

describe('the second-factor step (/admin/sign-in)', () => {
  it('at first sign-in, shows the QR code and the key as text, and a right code opens the console', async () => {
    startSecondFactor({ token: 'step-token', step: 'setup', email: 'ada@example.com' });
    answer(getSecondFactorSetup, {
      success: true,
      message: 'OK',
      secret: 'JBSWY3DPEHPK3PXP',
      otpauth_url: 'otpauth://totp/x',
      qr_code: QR,
    });
    answer(verifySecondFactor, {
      success: true,
      message: 'Signed in.',
      token: 'admin-session',
      user_type: 'admin',
      user_data: adminUser,
    });
    const { router } = renderRoute('/admin/sign-in');
    // the password alone shows no key: first the code this sign-in e-mailed
    expect(screen.queryByRole('img', { name: /QR code/ })).toBeNull();
    fireEvent.change(await screen.findByRole('textbox', { name: /Code from the e-mail/ }), {
      target: { value: '654 321' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Show the set-up key' }));
    expect(await screen.findByRole('img', { name: /QR code for your authenticator app/ })).toBeTruthy();
    expect(sent(getSecondFactorSetup)[0]?.body).toEqual({ email_code: '654321' });
    expect(screen.getByText('JBSWY3DPEHPK3PXP')).toBeTruthy();
    fireEvent.change(await codeField(), { target: { value: '123 456' } });
    fireEvent.click(screen.getByRole('button', { name: 'Confirm and sign in' }));
    await waitFor(() => expect(getAdminSession().token).toBe('admin-session'));
    expect(sent(verifySecondFactor)[0]?.body).toEqual({ code: '123456' });
    expect(sent(verifySecondFactor)[0]?.headers.get('authorization')).toBe('Bearer step-token');
    await waitFor(() => expect(router.state.location.pathname).toMatch(/^\/admin/));
  });

  it('refuses a code that is not six digits before sending it', async () => {
    startSecondFactor({ token: 'step-token', step: 'code', email: 'ada@example.com' });
    renderRoute('/admin/sign-in');
    fireEvent.change(await codeField(), { target: { value: '12a' } });
    fireEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText(adminMessages.secondFactorInvalid)).toBeTruthy();
    expect(sent(verifySecondFactor)).toEqual([]);
  });

  it('shows a wrong code under the field, and too many tries above it', async () => {
    startSecondFactor({ token: 'step-token', step: 'code', email: 'ada@example.com' });
    refuse(verifySecondFactor, 400, adminMessages.secondFactorWrong, {
      errors: { code: adminMessages.secondFactorWrong },
    });
    renderRoute('/admin/sign-in');
    fireEvent.change(await codeField(), { target: { value: '111111' } });
    fireEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText(adminMessages.secondFactorWrong)).toBeTruthy();
    expect(getAdminSession().token).toBeNull();
    refuse(verifySecondFactor, 429, 'Too many requests.', { retry_after: 600 });
    fireEvent.change(await codeField(), { target: { value: '222222' } });
    fireEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText(/Try again in 10 min/)).toBeTruthy();
  });

  it('without a password step, sends the visitor to the login page', async () => {
    const { router } = renderRoute('/admin/sign-in');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });

  it('after the server ended the admin session, the console sends the admin to /login, which says why', async () => {
    signOutAdmin(adminMessages.idleSignedOut);
    const { router } = renderRoute('/admin/dashboard');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(await screen.findByText(adminMessages.idleSignedOut)).toBeTruthy();
  });

  it('to anyone not signed in as an admin, /admin is the not-found page', async () => {
    renderRoute('/admin/audit-log');
    expect(await screen.findByText('404 PAGE NOT FOUND')).toBeTruthy();
  });
});
