import {
  doRegister,
  getCountries,
  getPreferredSector,
  getProjectType,
  messages,
  otpVerify,
} from '@angelbridge/contracts';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadLaterParts } from '../../../lib/hydrate-later';
import { answer, refuse, sent } from '../../../test/api';
import { CANADA, FRANCE } from '../../../test/places';
import { renderRoute } from '../../../test/render';

const answerCountries = () =>
  answer(getCountries, { success: true, message: 'Countries.', country_data: [CANADA, FRANCE] });

const field = (name: string | RegExp) =>
  screen.getByLabelText(name, { selector: 'input' }) as HTMLInputElement;
const type = (name: string | RegExp, value: string) => fireEvent.change(field(name), { target: { value } });
const country = () => screen.getByRole('combobox', { name: /Country/ }) as HTMLInputElement;

function fillAccount() {
  type(/^First name/, 'Ada');
  type(/^Last name/, 'Lovelace');
  type(/^Email/, 'Ada@Example.com');
  type(/^Mobile number/, '555-1234');
  type(/^Password/, 'Str0ng!pass');
  type(/^Confirm password/, 'Str0ng!pass');
}

// The form's code and its country picker's (a part of its own, after the text fields), before any test.
beforeAll(async () => {
  await import('../components/signup-initial-form');
  await loadLaterParts();
});

// jsdom cannot play media; the site's background sound starts on the first click.
beforeEach(() => {
  vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
});

describe('sign-up, role choice', () => {
  it('when no stage is given, then both roles show their traits and start the initial stage', async () => {
    renderRoute('/signup');
    expect(await screen.findByRole('heading', { name: 'Entrepreneur' })).toBeTruthy();
    expect(screen.getByText('Identifies opportunities')).toBeTruthy();
    expect(screen.getByText('Supports economic development')).toBeTruthy();
    const investor = screen.getByRole('link', { name: 'Get started as an investor' });
    expect(investor.getAttribute('href')).toBe('/signup?type=investor&stage=initial');
    const entrepreneur = screen.getByRole('link', { name: 'Get started as an entrepreneur' });
    expect(entrepreneur.getAttribute('href')).toBe('/signup?type=entrepreneur&stage=initial');
  });
});

describe('sign-up, initial stage', () => {
  it('when the page opens, then the country select defaults to Canada (+1) from the server list', async () => {
    answerCountries();
    renderRoute('/signup?type=entrepreneur&stage=initial');
    expect(await screen.findByRole('heading', { name: 'Create your account' })).toBeTruthy();
    const select = screen.getByRole('combobox', { name: /Country/ }) as HTMLInputElement;
    await waitFor(() => expect(select.value).toBe('Canada (+1)'));
  });

  it('when the terms are not accepted, then Next stays disabled', async () => {
    answerCountries();
    renderRoute('/signup?type=investor&stage=initial');
    const next = (await screen.findByRole('button', { name: 'Next' })) as HTMLButtonElement;
    expect(next.disabled).toBe(true);
    fireEvent.click(screen.getByRole('checkbox'));
    expect(next.disabled).toBe(false);
  });

  it('when Next is disabled, then a hint beside it says what is still needed, and shrinks as fields are filled', async () => {
    answerCountries();
    renderRoute('/signup?type=investor&stage=initial');
    const next = (await screen.findByRole('button', { name: 'Next' })) as HTMLButtonElement;
    const hint = () => document.getElementById(next.getAttribute('aria-describedby') ?? '') as HTMLElement;
    expect(hint().getAttribute('aria-live')).toBe('polite');
    expect(hint().textContent).toContain('your first name');
    expect(hint().textContent).toContain('agreeing to the terms');
    fillAccount();
    type(/^Password/, 'Walt#Tester99');
    type(/^Confirm password/, 'Walt#Tester99');
    await waitFor(() => expect(hint().textContent).toBe('Still needed: agreeing to the terms.'));
    fireEvent.click(screen.getByRole('checkbox'));
    expect(next.disabled).toBe(false);
    expect(hint().textContent).toBe('');
  });

  it('when the form is sent empty, then every required field says so and nothing is sent', async () => {
    answerCountries();
    renderRoute('/signup?type=investor&stage=initial');
    await screen.findByRole('heading', { name: 'Create your account' });
    fireEvent.click(screen.getByRole('checkbox'));
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText(messages.signup.mobileRequired)).toBeTruthy();
    expect(screen.getAllByText(messages.signup.firstNameRequired).length).toBeGreaterThanOrEqual(4);
    expect(sent(doRegister)).toHaveLength(0);
  });

  it("when the passwords differ, then the contract's message shows and nothing is sent", async () => {
    answerCountries();
    renderRoute('/signup?type=investor&stage=initial');
    await waitFor(() => expect(country().value).toBe('Canada (+1)'));
    fillAccount();
    type(/^Confirm password/, 'Str0ng!pasS');
    fireEvent.click(screen.getByRole('checkbox'));
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText(messages.signup.passwordMismatch)).toBeTruthy();
    expect(sent(doRegister)).toHaveLength(0);
  });

  it('when the passwords differ while other fields are empty, then the mismatch shows with their errors (§5)', async () => {
    answerCountries();
    renderRoute('/signup?type=investor&stage=initial');
    await waitFor(() => expect(country().value).toBe('Canada (+1)'));
    type(/^Password/, 'Str0ng!pass');
    type(/^Confirm password/, 'Str0ng!pasS');
    fireEvent.click(screen.getByRole('checkbox'));
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText(messages.signup.passwordMismatch)).toBeTruthy();
    expect(screen.getByText(messages.signup.mobileRequired)).toBeTruthy();
    expect(screen.getAllByText(messages.signup.firstNameRequired).length).toBeGreaterThanOrEqual(3);
    expect(sent(doRegister)).toHaveLength(0);
  });

  it('when the form is valid, then the account is registered with the ISD code and the verify stage opens', async () => {
    answerCountries();
    answer(doRegister, { success: true, message: 'Registration successful', user_id: CANADA._id });
    const { router } = renderRoute('/signup?type=investor&stage=initial');
    await waitFor(() => expect(country().value).toBe('Canada (+1)'));
    fillAccount();
    fireEvent.click(screen.getByRole('checkbox'));
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    // the code is on its way; 'Registration successful' waits until the e-mail is verified
    expect(await screen.findByText(messages.toasts.otpSent)).toBeTruthy();
    expect(screen.queryByText(messages.toasts.registered)).toBeNull();
    expect(sent(doRegister)[0]?.body).toMatchObject({
      first_name: 'Ada',
      email: 'Ada@Example.com',
      mobile_number: '5551234',
      country_id: CANADA._id,
      isd_code: '1',
      user_type: 'investor',
    });
    // navigations are transitions: the new stage commits after the toast
    await waitFor(() => expect(router.state.location.search).toBe('?type=investor&stage=verify'));
    expect(sessionStorage.getItem('email')).toBe('ada@example.com');
  });

  it('when the e-mail is taken, then the server message shows under the e-mail field', async () => {
    answerCountries();
    refuse(doRegister, 409, 'This e-mail is already registered.', {
      errors: { email: 'This e-mail is already registered.' },
    });
    renderRoute('/signup?type=investor&stage=initial');
    await waitFor(() => expect(country().value).toBe('Canada (+1)'));
    fillAccount();
    fireEvent.click(screen.getByRole('checkbox'));
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('This e-mail is already registered.')).toBeTruthy();
    expect(field(/^Email/).getAttribute('aria-invalid')).toBe('true');
  });
  it('when the server finds the password too common, then its message shows under the password field', async () => {
    const tooCommon = messages.security.passwordTooCommon;
    answerCountries();
    refuse(doRegister, 400, tooCommon, { errors: { password: tooCommon } });
    renderRoute('/signup?type=entrepreneur&stage=initial');
    await waitFor(() => expect(country().value).toBe('Canada (+1)'));
    fillAccount();
    fireEvent.click(screen.getByRole('checkbox'));
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText(tooCommon)).toBeTruthy();
    expect(field(/^Password/).getAttribute('aria-invalid')).toBe('true');
    expect(field(/^Email/).getAttribute('aria-invalid')).not.toBe('true');
  });
});

describe('sign-up, verify stage', () => {
  const enterCode = (code: string) =>
    fireEvent.paste(screen.getByRole('textbox', { name: 'Digit 1 of 4' }), {
      clipboardData: { getData: () => code },
    });

  it('when fewer than 4 digits are entered, then Continue stays disabled', async () => {
    sessionStorage.setItem('email', 'ada@example.com');
    renderRoute('/signup?type=investor&stage=verify');
    const button = (await screen.findByRole('button', { name: 'Continue' })) as HTMLButtonElement;
    enterCode('123');
    expect(button.disabled).toBe(true);
    enterCode('1234');
    expect(button.disabled).toBe(false);
    expect(screen.getByText(/Resend OTP in/)).toBeTruthy();
  });

  it('when the e-mail was mistyped, then the verify stage leads back to the form with the address to correct', async () => {
    sessionStorage.setItem('email', 'ada@exmaple.com');
    answerCountries();
    const { router } = renderRoute('/signup?type=investor&stage=verify');
    fireEvent.click(await screen.findByRole('link', { name: 'Change the e-mail' }));
    await waitFor(() => expect(router.state.location.search).toBe('?type=investor&stage=initial'));
    await waitFor(() => expect(field(/^Email/).value).toBe('ada@exmaple.com'));
  });

  it('when the code is wrong, then the server message shows under the code', async () => {
    sessionStorage.setItem('email', 'ada@example.com');
    refuse(otpVerify, 400, 'Invalid or expired code.');
    renderRoute('/signup?type=investor&stage=verify');
    await screen.findByRole('button', { name: 'Continue' });
    enterCode('1234');
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('Invalid or expired code.')).toBeTruthy();
  });

  it('when the code is right, then the completion token is kept, the sign-up marked incomplete and final opens', async () => {
    sessionStorage.setItem('email', 'ada@example.com');
    answer(otpVerify, {
      success: true,
      message: 'Code verified.',
      token: 'completion-1',
      user_data: { token: 'completion-1', user_type: 'investor' },
    });
    // the profile stage that opens next lists the choices of an investor
    answerCountries();
    answer(getProjectType, { success: true, message: 'OK', projectType_data: [] });
    answer(getPreferredSector, { success: true, message: 'OK', preferred_Sector_data: [] });
    const { router } = renderRoute('/signup?type=investor&stage=verify');
    await screen.findByRole('button', { name: 'Continue' });
    enterCode('4321');
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(router.state.location.search).toBe('?type=investor&stage=final'));
    expect(await screen.findByText(messages.toasts.registered)).toBeTruthy();
    expect(sent(otpVerify)[0]?.body).toMatchObject({
      action: 'register',
      email: 'ada@example.com',
      otp: '4321',
    });
    expect(sessionStorage.getItem('token_completion')).toBe('completion-1');
    expect(localStorage.getItem('incomplete')).toBe('true');
  });
});

describe('sign-up, final stage', () => {
  it('when this tab holds no completion token, then it asks to sign in again', async () => {
    renderRoute('/signup?type=entrepreneur&stage=final');
    expect(await screen.findByText(/Your sign-up session has ended/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to sign in' }).getAttribute('href')).toBe('/login');
  });
});
