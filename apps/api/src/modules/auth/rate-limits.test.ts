import {
  doLogin,
  doRegister,
  type Endpoint,
  forgetPassword,
  messages,
  otpSend,
  otpVerify,
} from '@angelbridge/contracts';
import supertest from 'supertest';
import { describe, expect, it } from 'vitest';
import { createApp } from '../../app.js';
import type { AuthRateLimit } from '../../config.js';
import { createLogger } from '../../logger.js';
import { TEST_API_KEY } from '../../test/harness.js';
import {
  codeFor,
  lastMailId,
  openTestApp,
  PASSWORD,
  registration,
  signedInUser,
  uniqueEmail,
} from './testing.js';

const { t, ref } = await openTestApp();

/** Another app on the same database and mail catcher, with its own (small) limits and fresh counters. */
function appWithLimits(limits: Partial<AuthRateLimit>) {
  const config = { ...t.config, authRateLimit: { ...t.config.authRateLimit, ...limits } };
  const app = createApp({
    config,
    db: t.db,
    dbKind: process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite',
    logger: createLogger(config),
    storage: t.storage,
    mailer: t.mailer,
  });
  const http = supertest(app);
  return (endpoint: Endpoint, body: object) =>
    http.post(`/api${endpoint.path}`).set('x-api-key', TEST_API_KEY).send(body);
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
});

describe('per account', () => {
  it('when an account has too many failed logins, then even the right password gets 429; other accounts sign in', async () => {
    const call = appWithLimits({ perAddress: 100, perAccount: 3 });
    const target = await signedInUser(t, ref, 'entrepreneur');
    const bystander = await signedInUser(t, ref, 'investor');
    for (let i = 0; i < 3; i++) {
      expect((await call(doLogin, { email: target.email, password: 'Wrong@Pass1' })).status).toBe(401);
    }
    expectLimited(await call(doLogin, { email: target.email.toUpperCase(), password: PASSWORD }));
    expect((await call(doLogin, { email: bystander.email, password: PASSWORD })).status).toBe(200);
  });

  it('when logins succeed, then they do not use the allowance up', async () => {
    const call = appWithLimits({ perAddress: 100, perAccount: 3 });
    const person = await signedInUser(t, ref, 'investor');
    for (let i = 0; i < 6; i++) {
      expect((await call(doLogin, { email: person.email, password: PASSWORD })).status).toBe(200);
    }
  });

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

  it('when wrong codes for one address pass the allowance, then 429 before the code is even checked', async () => {
    const call = appWithLimits({ perAddress: 100, perAccount: 3 });
    const email = uniqueEmail('verify');
    const since = lastMailId(t);
    expect((await call(doRegister, registration(ref, 'entrepreneur', email))).status).toBe(200);
    const otp = await codeFor(t, email, since);
    const wrong = otp === '0000' ? '1111' : '0000';
    for (let i = 0; i < 3; i++) {
      expect((await call(otpVerify, { action: 'register', email, otp: wrong })).status).toBe(400);
    }
    expectLimited(await call(otpVerify, { action: 'register', email, otp }));
  });
});
