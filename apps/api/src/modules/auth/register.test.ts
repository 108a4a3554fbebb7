import {
  completeProfile,
  doRegister,
  getUserDetails,
  messages,
  OTP_RESEND_SECONDS,
  otpSend,
  otpVerify,
} from '@angelbridge/contracts';
import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { oneTimeCodes, users } from '../../db/schema/index.js';
import {
  codeFor,
  entrepreneurForm,
  lastMailId,
  multipart,
  openTestApp,
  registration,
  settleMail,
  signUpAndVerify,
  uniqueEmail,
} from '../../test/accounts.js';

const { t, ref } = await openTestApp();
afterEach(() => {
  vi.useRealTimers();
});

const mailsTo = (email: string) => t.mail.messages().filter((m) => m.to.includes(email.toLowerCase()));
const wrongCode = (code: string) => (code === '0000' ? '1111' : '0000');

async function register(email: string, overrides: Record<string, unknown> = {}) {
  const since = await lastMailId(t);
  const res = await t.call(doRegister, { ...registration(ref, 'entrepreneur', email), ...overrides });
  return { res, since };
}

describe('sign-up', () => {
  it('when someone signs up, then the account waits unverified and a real code mail arrives', async () => {
    const email = uniqueEmail('new');
    const { res, since } = await register(email, { first_name: '<b>Ada</b>' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ success: true, user_id: expect.stringMatching(/^[0-9a-f-]{36}$/) });

    const mail = await t.mail.waitFor(email, { since });
    expect(mail.subject).toBe('Your AngelBridge sign-up code');
    expect(mail.from).toContain('AngelBridge');
    const code = mail.text.match(/\b(\d{4})\b/)?.[1];
    expect(code).toMatch(/^\d{4}$/);
    expect(mail.html).toContain(`>${code}<`);
    expect(mail.html).toContain('Hi &lt;b&gt;Ada&lt;/b&gt;,');
    expect(mail.html).not.toContain('<b>Ada</b>');
    expect(mail.text).toContain('10 minutes');

    const [row] = await t.db.select().from(users).where(eq(users.id, res.body.user_id));
    expect(row).toMatchObject({ emailVerified: false, isProfileComplete: false, email });
    expect(row?.passwordHash).toMatch(/^\$2[aby]\$04\$/);
    const [stored] = await t.db.select().from(oneTimeCodes).where(eq(oneTimeCodes.userId, res.body.user_id));
    // an HMAC, never the code (no substring check: a 4-digit run inside 64 hex digits happens by chance)
    expect(stored?.codeHash).toMatch(/^[0-9a-f]{64}$/);
    expect(stored?.codeHash).not.toBe(code);
  });

  it('when the code from the mail is entered, then a completion token finishes the profile and gives a session', async () => {
    const email = uniqueEmail('journey');
    const { since } = await register(email);
    const otp = await codeFor(t, email, since);
    const verified = await t.call(otpVerify, { action: 'register', auth_type: 'email', email, otp });
    expect(verified.status).toBe(200);
    expect(verified.body).toMatchObject({
      success: true,
      message: messages.server.otpVerified,
      user_data: { user_type: 'entrepreneur', token: verified.body.token },
    });

    const details = await t.call(getUserDetails, {}, { token: verified.body.token });
    expect(details.status).toBe(200);
    expect(details.body.user_data).toMatchObject({ email, email_verified: true, is_profile_complete: false });

    const done = await multipart(t, completeProfile, entrepreneurForm(ref), { token: verified.body.token });
    expect(done.status).toBe(200);
    expect(done.body.user_data).toMatchObject({ is_profile_complete: true });
    const session = await t.call(getUserDetails, {}, { token: done.body.token });
    expect(session.status).toBe(200);
  });

  it('when the e-mail is already registered, in any case, then the answer is a new sign-up and the owner is told', async () => {
    const email = uniqueEmail('dup');
    const first = await register(email);
    expect(first.res.status).toBe(200);
    await signUpAndVerify(t, ref, 'entrepreneur', uniqueEmail('other')); // a finished one elsewhere
    // verify the first account so it counts as finished
    const otp = await codeFor(t, email, first.since);
    expect((await t.call(otpVerify, { action: 'register', email, otp })).status).toBe(200);

    const again = await register(email.toUpperCase());
    expect(again.res.status).toBe(200);
    expect(Object.keys(again.res.body).sort()).toEqual(Object.keys(first.res.body).sort());
    expect(again.res.body.message).toBe(first.res.body.message);
    expect(again.res.body.user_id).not.toBe(first.res.body.user_id);
    const note = await t.mail.waitFor(email, { since: again.since });
    expect(note.subject).toMatch(/tried to sign up/);
    expect(note.text).toContain('log in');
    const rows = await t.db.select({ id: users.id }).from(users).where(eq(users.email, email));
    expect(rows).toHaveLength(1);
  });

  it('when the password is weak or the confirmation differs, then 400 names the field', async () => {
    const weak = await register(uniqueEmail('weak'), { password: 'password', cPassword: 'password' });
    expect(weak.res.status).toBe(400);
    expect(weak.res.body.errors.password).toBe(messages.password.uppercase);
    const mismatch = await register(uniqueEmail('mismatch'), { cPassword: 'Other0ne!' });
    expect(mismatch.res.status).toBe(400);
    expect(mismatch.res.body.errors.cPassword).toBe(messages.signup.passwordMismatch);
  });

  it('when the password has a symbol outside @$!%*?& (Walt#Tester99), then the sign-up is accepted', async () => {
    const hash = await register(uniqueEmail('hash'), {
      password: 'Walt#Tester99',
      cPassword: 'Walt#Tester99',
    });
    expect(hash.res.status).toBe(200);
    const dash = await register(uniqueEmail('dash'), {
      password: 'Walt-Tester99',
      cPassword: 'Walt-Tester99',
    });
    expect(dash.res.status).toBe(200);
    const none = await register(uniqueEmail('none'), {
      password: 'Walt Tester99',
      cPassword: 'Walt Tester99',
    });
    expect(none.res.status).toBe(400);
    expect(none.res.body.errors.password).toBe(messages.password.special);
  });

  it('when the country is unknown or the ISD code is not its own, then 400 and no account', async () => {
    const email = uniqueEmail('country');
    const unknown = await register(email, { country_id: '00000000-0000-4000-8000-000000000000' });
    expect(unknown.res.status).toBe(400);
    expect(unknown.res.body.errors).toEqual({ country_id: messages.signup.countryRequired });
    const wrongIsd = await register(email, { isd_code: '44' });
    expect(wrongIsd.res.status).toBe(400);
    expect(wrongIsd.res.body.errors).toEqual({ isd_code: messages.signup.countryRequired });
    expect(mailsTo(email)).toHaveLength(0);
  });
});

describe('sign-up codes', () => {
  it('when a code is asked for again within 60 s, then 429 with the seconds left', async () => {
    const email = uniqueEmail('soon');
    await register(email);
    const res = await t.call(otpSend, { email, purpose: 'register' });
    expect(res.status).toBe(429);
    expect(res.body.message).toBe(messages.server.otpTooSoon);
    expect(res.body.retry_after).toBeGreaterThan(50);
    expect(res.body.retry_after).toBeLessThanOrEqual(OTP_RESEND_SECONDS);
    expect(res.headers['retry-after']).toBe(String(res.body.retry_after));
  });

  it('when 60 s have passed, then a new code is sent and only the new one works', async () => {
    const email = uniqueEmail('resend');
    const { since } = await register(email);
    const first = await codeFor(t, email, since);
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + (OTP_RESEND_SECONDS + 1) * 1000 });
    const before = await lastMailId(t);
    const res = await t.call(otpSend, { email, purpose: 'register' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ success: true, resend_in: 60, expires_in: 600 });
    const second = await codeFor(t, email, before);
    if (first !== second) {
      const old = await t.call(otpVerify, { action: 'register', email, otp: first });
      expect(old.status).toBe(400);
    }
    const ok = await t.call(otpVerify, { action: 'register', email, otp: second });
    expect(ok.status).toBe(200);
  });

  it('when three wrong codes are entered, then the code is void, even the right one, and codes are refused for the account', async () => {
    const email = uniqueEmail('guess');
    const { since } = await register(email);
    const otp = await codeFor(t, email, since);
    for (let i = 1; i <= 3; i++) {
      // the third voids the code, and answers like any wrong one: an unknown address could not say otherwise
      const res = await t.call(otpVerify, { action: 'register', email, otp: wrongCode(otp) });
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({
        message: messages.server.otpInvalid,
        errors: { otp: messages.server.otpInvalid },
      });
    }
    // the account's wrong codes are spent too: the answer points at the link in the mail
    const right = await t.call(otpVerify, { action: 'register', email, otp });
    expect(right.status).toBe(429);
    expect(right.body.message).toBe(messages.security.codesPaused);
    const [account] = await t.db.select().from(users).where(eq(users.email, email));
    expect(account?.emailVerified).toBe(false);
  });

  it('when the code is older than 10 minutes, then it is refused', async () => {
    const email = uniqueEmail('late');
    const { res, since } = await register(email);
    const otp = await codeFor(t, email, since);
    await t.db
      .update(oneTimeCodes)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(oneTimeCodes.userId, res.body.user_id));
    const late = await t.call(otpVerify, { action: 'register', email, otp });
    expect(late.status).toBe(400);
    expect(late.body.message).toBe(messages.server.otpInvalid);
  });

  it('when a code is used twice, then the second time is refused', async () => {
    const email = uniqueEmail('twice');
    const { since } = await register(email);
    const otp = await codeFor(t, email, since);
    expect((await t.call(otpVerify, { action: 'register', email, otp })).status).toBe(200);
    const again = await t.call(otpVerify, { action: 'register', email, otp });
    expect(again.status).toBe(400);
  });

  it('when the e-mail is unknown, then verifying answers like a wrong code', async () => {
    const res = await t.call(otpVerify, { action: 'register', email: uniqueEmail('ghost'), otp: '1234' });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(messages.server.otpInvalid);
  });

  it('when a code is asked for an unknown or already verified address, then the answer is the same and nothing is sent', async () => {
    const unknown = uniqueEmail('nobody');
    const { email: verified } = await signUpAndVerify(t, ref, 'investor');
    const sentBefore = mailsTo(verified).length;
    // past the resend wait that the sign-up itself started
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + (OTP_RESEND_SECONDS + 1) * 1000 });
    for (const email of [unknown, verified]) {
      const res = await t.call(otpSend, { email, purpose: 'register' });
      expect(res.status).toBe(200);
      expect(res.body).toEqual({
        success: true,
        message: messages.toasts.otpSent,
        resend_in: OTP_RESEND_SECONDS,
        expires_in: 600,
      });
    }
    await settleMail(t);
    expect(mailsTo(unknown)).toHaveLength(0);
    expect(mailsTo(verified)).toHaveLength(sentBefore);
    // the resend wait looks the same too
    for (const email of [unknown, verified]) {
      const soon = await t.call(otpSend, { email, purpose: 'register' });
      expect(soon.status).toBe(429);
    }
  });

  it('when the e-mail is typed in another case at verification, then the code still works', async () => {
    const email = uniqueEmail('case');
    const { since } = await register(email);
    const otp = await codeFor(t, email, since);
    const res = await t.call(otpVerify, { action: 'register', email: email.toUpperCase(), otp });
    expect(res.status).toBe(200);
  });
});
