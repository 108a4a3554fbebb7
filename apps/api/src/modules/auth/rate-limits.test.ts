import {
  doLogin,
  doRegister,
  type Endpoint,
  forgetPassword,
  messages,
  otpSend,
  otpVerify,
  otpVerifyLink,
} from '@angelbridge/contracts';
import supertest from 'supertest';
import { describe, expect, it } from 'vitest';
import { createApp } from '../../app.js';
import type { AuthRateLimit } from '../../config.js';
import { createLogger } from '../../logger.js';
import {
  codeFor,
  lastMailId,
  linkTokenFor,
  openTestApp,
  PASSWORD,
  registration,
  settleMail,
  signedInUser,
  uniqueEmail,
} from '../../test/accounts.js';
import { TEST_API_KEY } from '../../test/harness.js';

const { t, ref } = await openTestApp();

let addresses = 0;
/** A client address of its own (through the trusted loopback proxy), so each test starts from zero. */
const freshAddress = () => {
  addresses += 1;
  return `198.51.100.${addresses}`;
};

/**
 * Another instance of the API on the same database and mail catcher, with its own (small) limits.
 * Counters live in the database, so every instance sees the same ones.
 */
function appWithLimits(
  limits: Partial<AuthRateLimit>,
  codeBudget = t.config.codeBudget,
  from = freshAddress(),
) {
  const config = { ...t.config, authRateLimit: { ...t.config.authRateLimit, ...limits }, codeBudget };
  const app = createApp({
    config,
    db: t.db,
    dbKind: process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite',
    logger: createLogger(config),
    storage: t.storage,
    mailer: t.mailer,
  });
  const http = supertest(app);
  return (endpoint: Endpoint, body: object, address = from) =>
    http
      .post(`/api${endpoint.path}`)
      .set('x-api-key', TEST_API_KEY)
      .set('X-Forwarded-For', address)
      .send(body);
}

function expectLimited(res: {
  status: number;
  body: Record<string, unknown>;
  headers: Record<string, string>;
}) {
  expect(res.status).toBe(429);
  expect(res.body).toMatchObject({ success: false, message: messages.server.tooManyRequests });
  expect(res.body.retry_after).toBeGreaterThan(0);
  expect(res.headers['retry-after']).toBe(String(res.body.retry_after));
}

describe('the default limits', () => {
  it('are generous: many calls from one address in a row go through', async () => {
    for (let i = 0; i < 25; i++) {
      const res = await t.call(doLogin, { email: uniqueEmail('many'), password: PASSWORD });
      expect(res.status).toBe(401);
    }
  });
});

describe('per address', () => {
  /** Three calls pass, the fourth is refused; each builds a fresh, valid body. */
  const calls: [string, Endpoint, () => object][] = [
    [doLogin.path, doLogin, () => ({ email: uniqueEmail('ip'), password: PASSWORD })],
    [otpSend.path, otpSend, () => ({ email: uniqueEmail('ip'), purpose: 'register' })],
    [otpVerify.path, otpVerify, () => ({ action: 'register', email: uniqueEmail('ip'), otp: '1234' })],
    [forgetPassword.path, forgetPassword, () => ({ email: uniqueEmail('ip') })],
    [doRegister.path, doRegister, () => registration(ref, 'entrepreneur', uniqueEmail('ip'))],
  ];

  it.each(calls)(
    'when one address calls %s too often, then 429 with retry_after',
    async (_path, endpoint, body) => {
      const call = appWithLimits({ perAddress: 3, perAccount: 100 });
      for (let i = 0; i < 3; i++) {
        const res = await call(endpoint, body());
        expect(res.status).not.toBe(429);
      }
      expectLimited(await call(endpoint, body()));
      // each call has its own allowance
      const other = endpoint === doLogin ? forgetPassword : doLogin;
      const otherBody =
        other === doLogin ? { email: uniqueEmail('ip'), password: PASSWORD } : { email: uniqueEmail('ip') };
      expect((await call(other, otherBody)).status).not.toBe(429);
    },
  );

  it('when calls are spread over two instances of the API, then they count together (PostgreSQL store)', async () => {
    const address = freshAddress();
    const one = appWithLimits({ perAddress: 3, perAccount: 100 }, t.config.codeBudget, address);
    const two = appWithLimits({ perAddress: 3, perAccount: 100 }, t.config.codeBudget, address);
    expect((await one(forgetPassword, { email: uniqueEmail('spread') })).status).toBe(200);
    expect((await two(forgetPassword, { email: uniqueEmail('spread') })).status).toBe(200);
    expect((await one(forgetPassword, { email: uniqueEmail('spread') })).status).toBe(200);
    expectLimited(await two(forgetPassword, { email: uniqueEmail('spread') }));
  });
});

// the budgets of failed logins: login-attacks.test.ts
describe('failed logins', () => {
  it('when logins succeed, then they do not use the allowance up', async () => {
    const call = appWithLimits({ perAddress: 100, perAccount: 3 });
    const person = await signedInUser(t, ref, 'investor');
    for (let i = 0; i < 6; i++) {
      expect((await call(doLogin, { email: person.email, password: PASSWORD })).status).toBe(200);
    }
  });
});

describe('codes asked for', () => {
  it('when codes are asked for one address too often, then 429 from the limit, whichever code call asks', async () => {
    const call = appWithLimits({ perAddress: 100, perAccount: 3 });
    const email = uniqueEmail('codes');
    expect((await call(forgetPassword, { email })).status).toBe(200);
    const soon = await call(otpSend, { email, purpose: 'forget_password' });
    expect(soon.body.message).toBe(messages.server.otpTooSoon);
    expect((await call(otpSend, { email, purpose: 'register' })).status).toBe(200);
    expectLimited(await call(forgetPassword, { email }));
    expect((await call(forgetPassword, { email: uniqueEmail('codes') })).status).toBe(200);
  });
});

describe('the wrong-code budget', () => {
  const budget = { perDay: 3 };

  it("when a stranger spends an account's wrong codes, then codes are refused (even the right one, on any instance), the owner is e-mailed once, and the link still works", async () => {
    const call = appWithLimits({ perAddress: 100, perAccount: 100 }, budget);
    const email = uniqueEmail('budget');
    const since = await lastMailId(t);
    const registered = await call(doRegister, registration(ref, 'entrepreneur', email));
    expect(registered.status).toBe(200);
    const otp = await codeFor(t, email, since);
    const token = await linkTokenFor(t, email, since);
    const wrong = otp === '0000' ? '1111' : '0000';
    const afterCode = await lastMailId(t);
    // from rotating addresses, by e-mail and by user_id: one budget for the account
    for (const ref_ of [{ email }, { user_id: registered.body.user_id }, { email }]) {
      const res = await call(otpVerify, { action: 'register', ...ref_, otp: wrong }, freshAddress());
      expect(res.status).toBe(400);
    }
    const restarted = appWithLimits({ perAddress: 100, perAccount: 100 }, budget);
    for (const ref_ of [{ email }, { user_id: registered.body.user_id }]) {
      const refused = await restarted(otpVerify, { action: 'register', ...ref_, otp }, freshAddress());
      expect(refused.status).toBe(429);
      expect(refused.body.message).toBe(messages.security.codesPaused);
      expect(refused.body.retry_after).toBeGreaterThan(23 * 3600);
    }
    const note = await t.mail.waitFor(email, { since: afterCode });
    expect(note.subject).toMatch(/refused/);
    expect(note.text).toContain('link');
    // more wrong codes do not mail the owner again
    await restarted(otpVerify, { action: 'register', email, otp: wrong }, freshAddress());
    await settleMail(t);
    expect(t.mail.messages().filter((m) => m.to.includes(email) && m.id > afterCode)).toHaveLength(1);

    const linked = await restarted(otpVerifyLink, { token });
    expect(linked.status, JSON.stringify(linked.body)).toBe(200);
    expect(linked.body).toMatchObject({ success: true, action: 'register' });
  });

  it('when an address without an account is guessed at, then it is refused exactly the same (nothing tells them apart)', async () => {
    const call = appWithLimits({ perAddress: 100, perAccount: 100 }, budget);
    const email = uniqueEmail('nobody');
    for (let i = 0; i < 3; i++) {
      expect((await call(otpVerify, { action: 'forget_password', email, otp: '1234' })).status).toBe(400);
    }
    const refused = await call(otpVerify, { action: 'forget_password', email, otp: '1234' });
    expect(refused.status).toBe(429);
    expect(refused.body.message).toBe(messages.security.codesPaused);
  });

  it('when codes are refused, then a new code (and link) is still sent on request', async () => {
    const call = appWithLimits({ perAddress: 100, perAccount: 100 }, budget);
    const person = await signedInUser(t, ref, 'investor');
    for (let i = 0; i < 3; i++) {
      await call(otpVerify, { action: 'forget_password', email: person.email, otp: '0000' }, freshAddress());
    }
    await settleMail(t); // the note that codes are refused
    const since = await lastMailId(t);
    expect((await call(forgetPassword, { email: person.email })).status).toBe(200);
    const token = await linkTokenFor(t, person.email, since);
    const linked = await call(otpVerifyLink, { token });
    expect(linked.status).toBe(200);
    expect(linked.body).toMatchObject({ action: 'forget_password', email: person.email });
  });
});
