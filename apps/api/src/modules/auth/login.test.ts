import {
  changePassword,
  completeProfile,
  doLogin,
  doRegister,
  getUserDetails,
  messages,
  otpVerify,
  setNewPassword,
  updateProfile,
} from '@angelbridge/contracts';
import { describe, expect, it } from 'vitest';
import {
  codeFor,
  entrepreneurForm,
  lastMailId,
  multipart,
  openTestApp,
  PASSWORD,
  registration,
  signedInUser,
  signUpAndVerify,
  uniqueEmail,
} from '../../test/accounts.js';

const { t, ref } = await openTestApp();

const login = (email: string, password = PASSWORD) =>
  t.call(doLogin, { email, password, auth_type: 'email' });

describe('login outcomes', () => {
  it('(a) when a verified, complete account signs in, then a session token and the session user', async () => {
    const person = await signedInUser(t, ref, 'investor');
    const res = await login(person.email.toUpperCase());
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      success: true,
      message: messages.toasts.loginSuccess,
      email_verified: true,
      is_profile_complete: true,
      user_type: 'investor',
      user_data: {
        user_type: 'investor',
        token: res.body.token,
        first_name: 'Ada',
        last_name: 'Investor',
        email: person.email,
        photo: null,
      },
    });
    expect(Object.keys(res.body.user_data).sort()).toEqual(
      ['email', 'first_name', 'last_name', 'photo', 'token', 'user_type'].sort(),
    );
    const {
      token: _token,
      user_data: { token: _same, ...user },
      ...rest
    } = res.body;
    expect(JSON.stringify({ user, rest })).not.toMatch(/password|hash|code|version/i);
    const details = await t.call(getUserDetails, {}, { token: res.body.token });
    expect(details.status).toBe(200);
    expect(details.body.user_data.email).toBe(person.email);
    expect(JSON.stringify(details.body)).not.toMatch(/password_hash|passwordHash|token_version|pending/i);
  });

  it('(b) when the e-mail is not verified yet, then success with email_verified false and a completion token', async () => {
    const email = uniqueEmail('unverified');
    await t.call(doRegister, registration(ref, 'entrepreneur', email));
    const res = await login(email);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      success: true,
      message: messages.server.emailNotVerified,
      email_verified: false,
      is_profile_complete: false,
      user_type: 'entrepreneur',
    });
    // the completion token reads the profile, but cannot finish it before the code
    const details = await t.call(getUserDetails, {}, { token: res.body.token });
    expect(details.status).toBe(200);
    const early = await multipart(t, completeProfile, entrepreneurForm(ref), { token: res.body.token });
    expect(early.status).toBe(403);
    expect(early.body.message).toBe(messages.server.emailNotVerified);
  });

  it('(b) when the profile is not complete, then success with is_profile_complete false and a completion token that finishes it', async () => {
    const person = await signUpAndVerify(t, ref, 'entrepreneur');
    const res = await login(person.email);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      success: true,
      message: messages.toasts.completeProfile,
      email_verified: true,
      is_profile_complete: false,
    });
    const done = await multipart(t, completeProfile, entrepreneurForm(ref), { token: res.body.token });
    expect(done.status).toBe(200);
  });

  it('(c) when the password is wrong or the e-mail unknown, then 401 with the same message', async () => {
    const person = await signedInUser(t, ref, 'entrepreneur');
    const wrong = await login(person.email, 'Wrong0ne!');
    const unknown = await login(uniqueEmail('ghost'));
    for (const res of [wrong, unknown]) {
      expect(res.status).toBe(401);
      expect(res.body).toEqual({
        success: false,
        message: messages.server.invalidCredentials,
        errors: { password: messages.server.invalidCredentials },
      });
    }
  });

  it('when the login form is invalid, then 400 with the spec messages', async () => {
    const res = await t.call(doLogin, { email: 'not-an-email', password: '123' });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual({
      email: messages.login.emailInvalid,
      password: messages.login.passwordMin,
    });
  });
});

describe('what each token may do', () => {
  it('when a completion token is used on another call, then 403', async () => {
    const person = await signUpAndVerify(t, ref, 'entrepreneur');
    const token = person.completionToken;
    const change = await t.call(
      changePassword,
      { current_password: PASSWORD, new_password: 'N3w-pass!', confirm_password: 'N3w-pass!' },
      { token },
    );
    expect(change.status).toBe(403);
    expect(change.body.message).toBe(messages.server.forbidden);
    const update = await multipart(t, updateProfile, { first_name: 'X' }, { token });
    expect(update.status).toBe(403);
    const reset = await t.call(setNewPassword, { email: person.email, new_password: 'N3w-pass!' }, { token });
    expect(reset.status).toBe(403);
  });

  it('when a session token is used on /completeProfile, then 403', async () => {
    const person = await signedInUser(t, ref, 'investor');
    const res = await multipart(t, completeProfile, entrepreneurForm(ref), { token: person.token });
    expect(res.status).toBe(403);
  });

  it('when a completion token asks to verify an e-mail change, then 401: that needs a session', async () => {
    const person = await signUpAndVerify(t, ref, 'entrepreneur');
    const res = await t.call(
      otpVerify,
      { action: 'update_email', email: uniqueEmail('new'), otp: '1234' },
      { token: person.completionToken },
    );
    expect(res.status).toBe(401);
  });

  it('when no token or a forged one is sent, then 401', async () => {
    expect((await t.call(getUserDetails)).status).toBe(401);
    const forged = await t.call(getUserDetails, {}, { token: 'eyJhbGciOiJIUzI1NiJ9.e30.x' });
    expect(forged.status).toBe(401);
  });

  it('when the same sign-up code flow runs for an investor, then the completion token carries that type', async () => {
    const email = uniqueEmail('inv');
    const since = await lastMailId(t);
    await t.call(doRegister, registration(ref, 'investor', email));
    const otp = await codeFor(t, email, since);
    const res = await t.call(otpVerify, { action: 'register', email, otp });
    expect(res.body.user_data.user_type).toBe('investor');
    const wrongKind = await multipart(t, completeProfile, entrepreneurForm(ref), { token: res.body.token });
    expect(wrongKind.status).toBe(403);
    expect(wrongKind.body.message).toBe(messages.server.userTypeMismatch);
  });
});
