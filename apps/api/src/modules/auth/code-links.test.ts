import { randomBytes } from 'node:crypto';
import {
  completeProfile,
  doLogin,
  doRegister,
  forgetPassword,
  getUserDetails,
  messages,
  OTP_RESEND_SECONDS,
  otpSend,
  otpVerify,
  otpVerifyLink,
  setNewPassword,
} from '@angelbridge/contracts';
import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { oneTimeCodes, users } from '../../db/schema/index.js';
import {
  codeFor,
  entrepreneurForm,
  lastMailId,
  linkTokenFor,
  multipart,
  openTestApp,
  PASSWORD,
  registration,
  signedInUser,
  uniqueEmail,
} from '../../test/accounts.js';
import { TEST_API_KEY } from '../../test/harness.js';
import { loggedApp } from '../../test/logged-app.js';

const { t, ref } = await openTestApp();
afterEach(() => {
  vi.useRealTimers();
});

const NEW_PASSWORD = 'Fresh@Pass1';

/** /doRegister; the mail's code and link token. */
async function signUp(email = uniqueEmail('linked')) {
  const since = await lastMailId(t);
  const res = await t.call(doRegister, registration(ref, 'entrepreneur', email));
  expect(res.status).toBe(200);
  return {
    email,
    userId: res.body.user_id as string,
    code: await codeFor(t, email, since),
    token: await linkTokenFor(t, email, since),
  };
}

const expectDeadLink = (res: { status: number; body: Record<string, unknown> }) => {
  expect(res.status).toBe(400);
  expect(res.body).toMatchObject({ success: false, message: messages.security.linkInvalid });
};

describe('the link in a sign-up mail', () => {
  it('when it is opened, then it verifies the e-mail and hands out the completion token, which finishes the profile', async () => {
    const { email, token } = await signUp();
    const mail = t.mail.messages()[0];
    expect(mail?.html).toContain(`/verify#token=${token}`);
    const res = await t.call(otpVerifyLink, { token });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({
      success: true,
      action: 'register',
      user_data: { token: res.body.token, user_type: 'entrepreneur' },
    });
    const [row] = await t.db.select().from(users).where(eq(users.email, email));
    expect(row?.emailVerified).toBe(true);
    const done = await multipart(t, completeProfile, entrepreneurForm(ref), { token: res.body.token });
    expect(done.status, JSON.stringify(done.body)).toBe(200);
  });

  it('when it is opened twice, or after its code was used, then it is refused and nothing changes', async () => {
    const first = await signUp();
    expect((await t.call(otpVerifyLink, { token: first.token })).status).toBe(200);
    expectDeadLink(await t.call(otpVerifyLink, { token: first.token }));
    // and the code of the same mail is used up with it
    expect(
      (await t.call(otpVerify, { action: 'register', email: first.email, otp: first.code })).status,
    ).toBe(400);

    const second = await signUp();
    expect(
      (await t.call(otpVerify, { action: 'register', email: second.email, otp: second.code })).status,
    ).toBe(200);
    expectDeadLink(await t.call(otpVerifyLink, { token: second.token }));
  });

  it('when a new code is sent, or the code expires, then the old link is dead and the new one works', async () => {
    const { email, userId, token } = await signUp();
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + (OTP_RESEND_SECONDS + 1) * 1000 });
    const since = await lastMailId(t);
    expect((await t.call(otpSend, { email, purpose: 'register' })).status).toBe(200);
    const fresh = await linkTokenFor(t, email, since);
    expect(fresh).not.toBe(token);
    expectDeadLink(await t.call(otpVerifyLink, { token }));

    await t.db
      .update(oneTimeCodes)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(oneTimeCodes.userId, userId));
    expectDeadLink(await t.call(otpVerifyLink, { token: fresh }));
    const [row] = await t.db.select().from(users).where(eq(users.id, userId));
    expect(row?.emailVerified).toBe(false);
  });

  it('when the code has been voided by wrong tries, then the link still works', async () => {
    const { email, code, token } = await signUp();
    const wrong = code === '0000' ? '1111' : '0000';
    for (let i = 0; i < 3; i++) await t.call(otpVerify, { action: 'register', email, otp: wrong });
    expect((await t.call(otpVerify, { action: 'register', email, otp: code })).status).not.toBe(200);
    expect((await t.call(otpVerifyLink, { token })).status).toBe(200);
  });

  it('when someone guesses or forges tokens, then every one is refused, and the token is stored only hashed', async () => {
    const { userId, token } = await signUp();
    for (const guess of [randomBytes(32).toString('base64url'), token.slice(0, -1), `${token}A`]) {
      expectDeadLink(await t.call(otpVerifyLink, { token: guess }));
    }
    for (const bad of ['', 'short', 'a'.repeat(500), 'x y z'.repeat(10)]) {
      const res = await t.call(otpVerifyLink, { token: bad });
      expect(res.status).toBe(400);
    }
    const rows = await t.db.select().from(oneTimeCodes).where(eq(oneTimeCodes.userId, userId));
    expect(rows).toHaveLength(1);
    expect(rows[0]?.usedAt).toBeNull();
    expect(JSON.stringify(rows)).not.toContain(token);
    expect(token.length).toBeGreaterThanOrEqual(43); // 256 bits in base64url
  });
});

describe('the link in a reset mail', () => {
  it('when it is opened, then it hands out the reset token and the address, and a new password can be set', async () => {
    const person = await signedInUser(t, ref, 'investor');
    const since = await lastMailId(t);
    expect((await t.call(forgetPassword, { email: person.email })).status).toBe(200);
    const token = await linkTokenFor(t, person.email, since);
    const res = await t.call(otpVerifyLink, { token });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ success: true, action: 'forget_password', email: person.email });
    const reset = await t.call(
      setNewPassword,
      { email: person.email, new_password: NEW_PASSWORD, confirm_password: NEW_PASSWORD },
      { token: res.body.token },
    );
    expect(reset.status, JSON.stringify(reset.body)).toBe(200);
    expect((await t.call(doLogin, { email: person.email, password: NEW_PASSWORD })).status).toBe(200);
    expect((await t.call(getUserDetails, {}, { token: person.token })).status).toBe(401);
    expectDeadLink(await t.call(otpVerifyLink, { token }));
  });
});

describe('the link stays out of logs and Referer', () => {
  it('when the link is mailed and used, then the log holds neither the token nor the code', async () => {
    const { http, log } = loggedApp(t);
    const email = uniqueEmail('logged');
    const since = await lastMailId(t);
    await http
      .post(`/api${doRegister.path}`)
      .set('x-api-key', TEST_API_KEY)
      .send(registration(ref, 'entrepreneur', email))
      .expect(200);
    const token = await linkTokenFor(t, email, since);
    // a browser never sends the fragment; a page address with a query string is logged without it
    await http.get(`/verify?token=${token}`);
    await http.post(`/api${otpVerifyLink.path}`).set('x-api-key', TEST_API_KEY).send({ token }).expect(200);
    const text = log();
    expect(text).toContain(otpVerifyLink.path);
    expect(text).not.toContain(token);
    expect(text).not.toContain(PASSWORD);
  });
});
