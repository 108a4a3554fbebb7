import {
  changePassword,
  doLogin,
  doRegister,
  forgetPassword,
  messages,
  otpVerify,
  setNewPassword,
} from '@angelbridge/contracts';
import { describe, expect, it } from 'vitest';
import {
  codeFor,
  lastMailId,
  openTestApp,
  PASSWORD,
  registration,
  settleMail,
  signedInUser,
  uniqueEmail,
} from '../../test/accounts.js';
import { isCommonPassword } from './common-passwords.js';

const { t, ref } = await openTestApp();

// each passes the spec's rule (length, upper, lower, digit, special) and is on the breach list
const COMMON = ['P@ssw0rd', 'Pa$$w0rd', '1qaz@WSX'];
const tooCommon = messages.security.passwordTooCommon;

describe('common breached passwords', () => {
  it('when the list is asked, then common ones are found whatever their case, and the demo and test passwords are not', async () => {
    for (const password of COMMON) expect(await isCommonPassword(password)).toBe(true);
    expect(await isCommonPassword('PASSWORD')).toBe(true);
    for (const password of ['Demo@1234', PASSWORD, 'Fresh@Pass1', 'N3w-pass!']) {
      expect(await isCommonPassword(password)).toBe(false);
    }
  });

  it.each(COMMON)(
    'when someone signs up with %s, then 400 on the password field and no account, no mail',
    async (password) => {
      const email = uniqueEmail('common');
      const since = await lastMailId(t);
      const res = await t.call(doRegister, {
        ...registration(ref, 'investor', email),
        password,
        cPassword: password,
      });
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ success: false, message: tooCommon, errors: { password: tooCommon } });
      expect((await t.call(doLogin, { email, password })).status).toBe(401);
      await settleMail(t);
      expect(t.mail.messages().filter((m) => m.id > since && m.to.includes(email))).toHaveLength(0);
    },
  );

  it('when someone signs up with the demo password, then it is accepted', async () => {
    const email = uniqueEmail('demo');
    const res = await t.call(doRegister, {
      ...registration(ref, 'entrepreneur', email),
      password: 'Demo@1234',
      cPassword: 'Demo@1234',
    });
    expect(res.status).toBe(200);
  });

  it('when a reset sets a common password, then 400 on new_password and the old password still works', async () => {
    const person = await signedInUser(t, ref, 'entrepreneur');
    const since = await lastMailId(t);
    expect((await t.call(forgetPassword, { email: person.email })).status).toBe(200);
    const otp = await codeFor(t, person.email, since);
    const verified = await t.call(otpVerify, { action: 'forget_password', email: person.email, otp });
    const token = verified.body.token as string;
    const res = await t.call(
      setNewPassword,
      { email: person.email, new_password: 'p@SSW0RD', confirm_password: 'p@SSW0RD' },
      { token },
    );
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ success: false, message: tooCommon, errors: { new_password: tooCommon } });
    expect((await t.call(doLogin, { email: person.email, password: PASSWORD })).status).toBe(200);
    // the token was not used up: a good password still goes through with it
    const good = 'Fresh@Pass1';
    const retry = await t.call(
      setNewPassword,
      { email: person.email, new_password: good, confirm_password: good },
      { token },
    );
    expect(retry.status).toBe(200);
  });

  it('when a signed-in person changes to a common password, then 400 on new_password and nothing changes', async () => {
    const person = await signedInUser(t, ref, 'investor');
    const res = await t.call(
      changePassword,
      { current_password: PASSWORD, new_password: 'Pa$$w0rd', confirm_password: 'Pa$$w0rd' },
      { token: person.token },
    );
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ success: false, message: tooCommon, errors: { new_password: tooCommon } });
    expect((await t.call(doLogin, { email: person.email, password: PASSWORD })).status).toBe(200);
    expect((await t.call(doLogin, { email: person.email, password: 'Pa$$w0rd' })).status).toBe(401);
  });
});
