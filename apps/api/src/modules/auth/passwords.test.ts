import {
  changePassword,
  doLogin,
  forgetPassword,
  getUserDetails,
  messages,
  otpSend,
  otpVerify,
  setNewPassword,
} from '@angelbridge/contracts';
import { describe, expect, it } from 'vitest';
import {
  codeFor,
  lastMailId,
  openTestApp,
  PASSWORD,
  settleMail,
  signedInUser,
  uniqueEmail,
} from '../../test/accounts.js';

const { t, ref } = await openTestApp();

const NEW_PASSWORD = 'Fresh@Pass1';
const login = (email: string, password: string) => t.call(doLogin, { email, password });
const mailsTo = (email: string) => t.mail.messages().filter((m) => m.to.includes(email));

/** forgetPassword, then the code from the mail, then the reset token. */
async function resetToken(email: string) {
  const since = await lastMailId(t);
  const asked = await t.call(forgetPassword, { email });
  expect(asked.status).toBe(200);
  const otp = await codeFor(t, email, since);
  const verified = await t.call(otpVerify, { action: 'forget_password', email, otp });
  expect(verified.status).toBe(200);
  return verified.body.token as string;
}

describe('password reset', () => {
  it('when a known address asks, then a reset code mail arrives; an unknown one gets the same answer and no mail', async () => {
    const person = await signedInUser(t, ref, 'entrepreneur');
    const unknown = uniqueEmail('nobody');
    const since = await lastMailId(t);
    const known = await t.call(forgetPassword, { email: person.email });
    const stranger = await t.call(forgetPassword, { email: unknown });
    expect(known.status).toBe(200);
    expect(stranger.status).toBe(known.status);
    expect(stranger.body).toEqual(known.body);
    expect(known.body).toEqual({ success: true, message: messages.server.resetCodeSent });

    const mail = await t.mail.waitFor(person.email, { since });
    expect(mail.subject).toBe('Your AngelBridge password reset code');
    expect(mail.html).toContain('AngelBridge');
    await settleMail(t);
    expect(mailsTo(unknown)).toHaveLength(0);

    // asking again at once is refused the same way for both
    const knownAgain = await t.call(otpSend, { email: person.email, purpose: 'forget_password' });
    const strangerAgain = await t.call(otpSend, { email: unknown, purpose: 'forget_password' });
    expect(knownAgain.status).toBe(429);
    expect(strangerAgain.status).toBe(429);
    expect(strangerAgain.body.message).toBe(knownAgain.body.message);
  });

  it('when the reset code is verified, then its token sets a new password and every old session ends', async () => {
    const person = await signedInUser(t, ref, 'investor');
    const token = await resetToken(person.email);
    const res = await t.call(
      setNewPassword,
      { email: person.email, new_password: NEW_PASSWORD, confirm_password: NEW_PASSWORD },
      { token },
    );
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true, message: messages.server.passwordReset });

    expect((await login(person.email, PASSWORD)).status).toBe(401);
    expect((await login(person.email, NEW_PASSWORD)).status).toBe(200);
    expect((await t.call(getUserDetails, {}, { token: person.token })).status).toBe(401);
    // the reset token worked once
    const again = await t.call(setNewPassword, { email: person.email, new_password: PASSWORD }, { token });
    expect(again.status).toBe(401);
  });

  it('when /setNewPassword comes without a reset token, then 401; with a session token, then 403', async () => {
    const person = await signedInUser(t, ref, 'entrepreneur');
    const none = await t.call(setNewPassword, { email: person.email, new_password: NEW_PASSWORD });
    expect(none.status).toBe(401);
    const session = await t.call(
      setNewPassword,
      { email: person.email, new_password: NEW_PASSWORD },
      { token: person.token },
    );
    expect(session.status).toBe(403);
    expect((await login(person.email, PASSWORD)).status).toBe(200);
  });

  it("when the reset token is used for another person's e-mail, then 403 and neither password changes", async () => {
    const victim = await signedInUser(t, ref, 'entrepreneur');
    const attacker = await signedInUser(t, ref, 'entrepreneur');
    const token = await resetToken(attacker.email);
    const res = await t.call(setNewPassword, { email: victim.email, new_password: NEW_PASSWORD }, { token });
    expect(res.status).toBe(403);
    expect((await login(victim.email, PASSWORD)).status).toBe(200);
    expect((await login(attacker.email, PASSWORD)).status).toBe(200);
  });

  it('when the reset token is used anywhere else, then 403', async () => {
    const person = await signedInUser(t, ref, 'entrepreneur');
    const token = await resetToken(person.email);
    expect((await t.call(getUserDetails, {}, { token })).status).toBe(403);
  });

  it('when the new password is weak or the confirmation differs, then 400 with the reset messages', async () => {
    const person = await signedInUser(t, ref, 'investor');
    const token = await resetToken(person.email);
    const short = await t.call(setNewPassword, { email: person.email, new_password: 'Ab1!' }, { token });
    expect(short.status).toBe(400);
    expect(short.body.errors.new_password).toBe(messages.password.min);
    const mismatch = await t.call(
      setNewPassword,
      { email: person.email, new_password: NEW_PASSWORD, confirm_password: 'Other-Pass1' },
      { token },
    );
    expect(mismatch.body.errors.confirm_password).toBe(messages.resetPassword.mismatch);
  });
});

describe('password change', () => {
  it('when the current password is wrong, then 400 under current_password and nothing changes', async () => {
    const person = await signedInUser(t, ref, 'entrepreneur');
    const res = await t.call(
      changePassword,
      { current_password: 'Wrong-Pass1', new_password: NEW_PASSWORD, confirm_password: NEW_PASSWORD },
      { token: person.token },
    );
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual({ current_password: messages.server.currentPasswordWrong });
    expect((await t.call(getUserDetails, {}, { token: person.token })).status).toBe(200);
    expect((await login(person.email, PASSWORD)).status).toBe(200);
  });

  it('when it succeeds, then the answer carries a fresh session token and every older token is refused', async () => {
    const person = await signedInUser(t, ref, 'investor');
    const otherSession = (await login(person.email, PASSWORD)).body.token as string;
    const res = await t.call(
      changePassword,
      { current_password: PASSWORD, new_password: NEW_PASSWORD, confirm_password: NEW_PASSWORD },
      { token: person.token },
    );
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ success: true, message: messages.toasts.passwordChanged });
    expect((await t.call(getUserDetails, {}, { token: res.body.token })).status).toBe(200);
    for (const old of [person.token, otherSession]) {
      const refused = await t.call(getUserDetails, {}, { token: old });
      expect(refused.status).toBe(401);
    }
    expect((await login(person.email, NEW_PASSWORD)).status).toBe(200);
  });

  it('when the new password breaks the rules, then 400 with the change-password messages', async () => {
    const person = await signedInUser(t, ref, 'investor');
    const res = await t.call(
      changePassword,
      { current_password: '', new_password: 'lowercase1!', confirm_password: 'different' },
      { token: person.token },
    );
    expect(res.status).toBe(400);
    expect(res.body.errors).toMatchObject({
      current_password: messages.changePassword.currentRequired,
      new_password: messages.password.uppercase,
    });
  });
});
