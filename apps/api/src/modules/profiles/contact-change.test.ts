import {
  doLogin,
  getUserDetails,
  messages,
  OTP_RESEND_SECONDS,
  otpSend,
  otpVerify,
  updateProfile,
} from '@angelbridge/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  codeFor,
  entrepreneurEdit,
  investorForm,
  lastMailId,
  multipart,
  openTestApp,
  PASSWORD,
  signedInUser,
  uniqueEmail,
} from '../../test/accounts.js';

const { t, ref } = await openTestApp();
afterEach(() => {
  vi.useRealTimers();
});

describe('changing the e-mail', () => {
  it('when a new e-mail is saved, then it waits for the code sent to it, and only then replaces the old one', async () => {
    const person = await signedInUser(t, ref, 'entrepreneur');
    const newEmail = uniqueEmail('moved');
    const since = await lastMailId(t);
    const res = await multipart(t, updateProfile, entrepreneurEdit(ref, { email: newEmail.toUpperCase() }), {
      token: person.token,
    });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe(messages.server.verifyNewEmail);
    expect(res.body.user_data).toMatchObject({
      email: person.email,
      is_valid_email: false,
      is_valid_mobile_number: true,
    });

    const mail = await t.mail.waitFor(newEmail, { since });
    expect(mail.subject).toBe('Confirm your new e-mail address for AngelBridge');
    expect(t.mail.messages().filter((m) => m.id > since && m.to.includes(person.email))).toHaveLength(0);
    expect((await t.call(doLogin, { email: newEmail, password: PASSWORD })).status).toBe(401);

    const otp = await codeFor(t, newEmail, since);
    const wrong = await t.call(
      otpVerify,
      { action: 'update_email', email: newEmail, otp: otp === '0000' ? '1111' : '0000' },
      { token: person.token },
    );
    expect(wrong.status).toBe(400);
    const anonymous = await t.call(otpVerify, { action: 'update_email', email: newEmail, otp });
    expect(anonymous.status).toBe(401);
    const verified = await t.call(
      otpVerify,
      { action: 'update_email', email: newEmail, otp },
      { token: person.token },
    );
    expect(verified.status).toBe(200);
    expect(verified.body).toMatchObject({
      message: messages.server.emailUpdated,
      user_data: { email: newEmail },
    });

    expect((await t.call(doLogin, { email: newEmail, password: PASSWORD })).status).toBe(200);
    expect((await t.call(doLogin, { email: person.email, password: PASSWORD })).status).toBe(401);
    const after = await multipart(t, updateProfile, entrepreneurEdit(ref), { token: person.token });
    expect(after.body.user_data.is_valid_email).toBe(true);
  });

  it("when the new e-mail is someone else's, in any case, then 409 and nothing is saved", async () => {
    const person = await signedInUser(t, ref, 'entrepreneur');
    const other = await signedInUser(t, ref, 'investor');
    const res = await multipart(
      t,
      updateProfile,
      entrepreneurEdit(ref, { email: other.email.toUpperCase() }),
      {
        token: person.token,
      },
    );
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({
      message: messages.server.emailTaken,
      errors: { email: messages.server.emailTaken },
    });
    const details = await t.call(getUserDetails, {}, { token: person.token });
    expect(details.body.user_data.first_name).toBe('Ada');
  });

  it('when the address is taken while the code is on its way, then verifying it is 409', async () => {
    const person = await signedInUser(t, ref, 'entrepreneur');
    const contested = uniqueEmail('contested');
    const since = await lastMailId(t);
    await multipart(t, updateProfile, entrepreneurEdit(ref, { email: contested }), { token: person.token });
    const otp = await codeFor(t, contested, since);
    await signedInUser(t, ref, 'investor', contested);
    const res = await t.call(
      otpVerify,
      { action: 'update_email', email: contested, otp },
      { token: person.token },
    );
    expect(res.status).toBe(409);
  });

  it('when the code is asked again too soon, then 429; after 60 s, a new one goes to the new address', async () => {
    const person = await signedInUser(t, ref, 'entrepreneur');
    const newEmail = uniqueEmail('again');
    await multipart(t, updateProfile, entrepreneurEdit(ref, { email: newEmail }), { token: person.token });
    const soon = await t.call(otpSend, { email: newEmail, purpose: 'update_email' }, { token: person.token });
    expect(soon.status).toBe(429);
    expect(soon.body.retry_after).toBeGreaterThan(0);
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + (OTP_RESEND_SECONDS + 1) * 1000 });
    const since = await lastMailId(t);
    const later = await t.call(
      otpSend,
      { email: newEmail, purpose: 'update_email' },
      { token: person.token },
    );
    expect(later.status).toBe(200);
    const otp = await codeFor(t, newEmail, since);
    const verified = await t.call(
      otpVerify,
      { action: 'update_email', email: newEmail, otp },
      { token: person.token },
    );
    expect(verified.status).toBe(200);
  });

  it('when the e-mail is set back to the current one, then the waiting change is dropped', async () => {
    const person = await signedInUser(t, ref, 'entrepreneur');
    await multipart(t, updateProfile, entrepreneurEdit(ref, { email: uniqueEmail('undo') }), {
      token: person.token,
    });
    const back = await multipart(t, updateProfile, entrepreneurEdit(ref, { email: person.email }), {
      token: person.token,
    });
    expect(back.body.user_data.is_valid_email).toBe(true);
    expect(back.body.message).toBe(messages.server.profileUpdated);
    const nothing = await t.call(
      otpSend,
      { email: person.email, purpose: 'update_email' },
      { token: person.token },
    );
    expect(nothing.status).toBe(400);
    expect(nothing.body.message).toBe(messages.server.noPendingChange);
  });
});

describe('changing the mobile number', () => {
  it('when a new number is saved, then it waits for the code mailed to the account address', async () => {
    const person = await signedInUser(t, ref, 'investor');
    const since = await lastMailId(t);
    const phone = { country_id: ref.canada._id, isd_code: '+1', mobile_number: '6135550199' };
    const edit = { ...investorForm(ref), first_name: 'Ada', last_name: 'Investor', ...phone };
    const res = await multipart(t, updateProfile, edit, { token: person.token });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe(messages.server.verifyNewMobile);
    expect(res.body.user_data).toMatchObject({
      mobile_number: '4165550100',
      is_valid_email: true,
      is_valid_mobile_number: false,
    });
    const mail = await t.mail.waitFor(person.email, { since });
    expect(mail.subject).toBe('Confirm your new mobile number on AngelBridge');
    expect(mail.text).toContain('+1 6135550199');
    const otp = await codeFor(t, person.email, since);

    const otherNumber = await t.call(
      otpVerify,
      { action: 'update_mobile_number', otp, ...phone, mobile_number: '6135550000' },
      { token: person.token },
    );
    expect(otherNumber.status).toBe(400);
    expect(otherNumber.body.message).toBe(messages.server.noPendingChange);
    const verified = await t.call(
      otpVerify,
      { action: 'update_mobile_number', otp, ...phone },
      { token: person.token },
    );
    expect(verified.status).toBe(200);
    expect(verified.body).toMatchObject({
      message: messages.server.mobileUpdated,
      user_data: { mobile_number: '6135550199', isd_code: '1' },
    });
  });

  it('when the ISD code is not the country’s, then 400', async () => {
    const person = await signedInUser(t, ref, 'investor');
    const edit = {
      ...investorForm(ref),
      first_name: 'A',
      last_name: 'B',
      isd_code: '44',
      mobile_number: '7700900123',
    };
    const res = await multipart(t, updateProfile, edit, { token: person.token });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual({ isd_code: messages.signup.countryRequired });
  });

  it('when e-mail and number change together, then both wait and the message asks for both codes', async () => {
    const person = await signedInUser(t, ref, 'entrepreneur');
    const res = await multipart(
      t,
      updateProfile,
      entrepreneurEdit(ref, { email: uniqueEmail('both'), mobile_number: '4165550111' }),
      { token: person.token },
    );
    expect(res.status).toBe(200);
    expect(res.body.message).toBe(messages.server.verifyNewEmailAndMobile);
    expect(res.body.user_data).toMatchObject({ is_valid_email: false, is_valid_mobile_number: false });
  });
});

describe('wrong codes for a change', () => {
  it("when three wrong codes are entered, then the change's mail (which has no link) is code-only and the answer says to try tomorrow", async () => {
    const person = await signedInUser(t, ref, 'entrepreneur');
    const newEmail = uniqueEmail('guessed');
    const since = await lastMailId(t);
    const res = await multipart(t, updateProfile, entrepreneurEdit(ref, { email: newEmail }), {
      token: person.token,
    });
    expect(res.status).toBe(200);
    const otp = await codeFor(t, newEmail, since);
    expect((await t.mail.waitFor(newEmail, { since })).text).not.toContain('/verify#token=');
    const wrong = otp === '0000' ? '1111' : '0000';
    for (let i = 0; i < 3; i++) {
      await t.call(
        otpVerify,
        { action: 'update_email', email: newEmail, otp: wrong },
        { token: person.token },
      );
    }
    const refused = await t.call(
      otpVerify,
      { action: 'update_email', email: newEmail, otp },
      { token: person.token },
    );
    expect(refused.status).toBe(429);
    expect(refused.body.message).toBe(messages.security.codesPausedNoLink);
    const me = await t.call(getUserDetails, {}, { token: person.token });
    expect(me.body.user_data.email).toBe(person.email);
  });
});
