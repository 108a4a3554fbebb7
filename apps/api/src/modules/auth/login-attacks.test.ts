import { performance } from 'node:perf_hooks';
import { doLogin, forgetPassword, messages, otpVerify, setNewPassword } from '@angelbridge/contracts';
import supertest from 'supertest';
import { afterAll, describe, expect, it } from 'vitest';
import { createApp } from '../../app.js';
import { createLogger } from '../../logger.js';
import {
  codeFor,
  lastMailId,
  loadReference,
  PASSWORD,
  signedInUser,
  uniqueEmail,
} from '../../test/accounts.js';
import { startTestApp, TEST_API_KEY } from '../../test/harness.js';
import { DEVICE_COOKIE } from './device-cookie.js';

// small budgets, so an attack is a few calls: 5 per account, 5 per address, 3 per known device
const t = await startTestApp({
  AUTH_LOGIN_FAILURES_PER_ACCOUNT_PER_HOUR: '5',
  AUTH_LOGIN_FAILURES_PER_ADDRESS_PER_HOUR: '5',
  AUTH_LOGIN_FAILURES_PER_DEVICE_PER_HOUR: '3',
});
afterAll(() => t.close());
const ref = await loadReference(t);

/** A second instance of the API on the same database: the budgets live in PostgreSQL, not in a process. */
const other = supertest(
  createApp({
    config: t.config,
    db: t.db,
    dbKind: process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite',
    logger: createLogger(t.config),
    storage: t.storage,
    mailer: t.mailer,
  }),
);

let addresses = 0;
/** A client address nobody used yet, sent through the trusted loopback proxy. */
function freshAddress(): string {
  addresses += 1;
  return `10.${addresses >> 16}.${(addresses >> 8) & 255}.${addresses & 255}`;
}

interface Attempt {
  from?: string;
  cookie?: string;
  https?: boolean;
  instance?: 'one' | 'two';
}

function login(email: string, password: string, { from, cookie, https, instance = 'one' }: Attempt = {}) {
  let request = (instance === 'one' ? t.http : other)
    .post(`/api${doLogin.path}`)
    .set('x-api-key', TEST_API_KEY)
    .set('X-Forwarded-For', from ?? freshAddress());
  if (cookie) request = request.set('Cookie', cookie);
  if (https) request = request.set('X-Forwarded-Proto', 'https');
  return request.send({ email, password });
}

/** The device cookie a response set, as the browser would send it back ('ab_device=...'), and its attributes. */
function deviceCookieOf(res: { headers: Record<string, unknown> }) {
  const all = (res.headers['set-cookie'] as string[] | undefined) ?? [];
  const line = all.find((cookie) => cookie.startsWith(`${DEVICE_COOKIE}=`));
  return line ? { value: line.split(';')[0] ?? '', line } : null;
}

/** Spends the strangers' budget of an account: five wrong passwords, each from a new address, on two instances. */
async function lockOut(email: string) {
  for (let i = 0; i < 5; i++) {
    const res = await login(email, 'Wrong@Pass1', { instance: i % 2 ? 'two' : 'one' });
    expect(res.status).toBe(401);
  }
}

function expectRefused(res: supertest.Response, message: string) {
  expect(res.status).toBe(429);
  expect(res.body).toEqual({ success: false, message, retry_after: expect.any(Number) });
  expect(res.body.retry_after).toBeGreaterThan(0);
  expect(res.body.retry_after).toBeLessThanOrEqual(2 * 3600);
  expect(res.headers['retry-after']).toBe(String(res.body.retry_after));
  // refused before the password check: nothing signed in, no device remembered
  expect(deviceCookieOf(res)).toBeNull();
}

describe('guessing one account from many addresses', () => {
  it('when strangers have failed its budget, then every further try is refused before the password check, even the right password', async () => {
    const target = await signedInUser(t, ref, 'investor');
    await lockOut(target.email);
    expectRefused(await login(target.email, 'Wrong@Pass2'), messages.security.loginLocked);
    expectRefused(await login(target.email.toUpperCase(), PASSWORD), messages.security.loginLocked);
    expectRefused(await login(target.email, PASSWORD, { instance: 'two' }), messages.security.loginLocked);
  });

  it('when the guessed address has no account, then the answers are exactly those of a real account', async () => {
    const target = await signedInUser(t, ref, 'entrepreneur');
    const ghost = uniqueEmail('ghost');
    for (let i = 0; i < 6; i++) {
      const real = await login(target.email, 'Wrong@Pass1');
      const none = await login(ghost, 'Wrong@Pass1');
      expect(none.status).toBe(real.status);
      expect(none.status).toBe(i < 5 ? 401 : 429);
      const { retry_after: a, ...realBody } = real.body;
      const { retry_after: b, ...noneBody } = none.body;
      expect(noneBody).toEqual(realBody);
      expect(Math.abs((a ?? 0) - (b ?? 0))).toBeLessThanOrEqual(1);
    }
  });

  it('when a wrong password is tried, then a known and an unknown address take the same time (both check a hash)', {
    timeout: 90_000,
  }, async () => {
    // eight accounts, so that none spends its budget of five here
    const people = await Promise.all(Array.from({ length: 8 }, () => signedInUser(t, ref, 'investor')));
    const known: number[] = [];
    const unknown: number[] = [];
    const timed = async (email: string, into: number[]) => {
      const started = performance.now();
      const res = await login(email, 'Wrong@Pass1');
      into.push(performance.now() - started);
      expect(res.status).toBe(401);
    };
    // interleaved, so that a slow moment of the machine hits both alike
    for (let i = 0; i < 40; i++) {
      await timed(people[i % 8]?.email ?? '', known);
      await timed(uniqueEmail('nobody'), unknown);
    }
    // each known try against the unknown one right after it: a busy machine slows a pair alike, so
    // the median of the pairs' relative differences stays near 0 unless one kind skips the hash
    const differences = known
      .map((k, i) => (k - (unknown[i] ?? 0)) / Math.max(k, unknown[i] ?? 0))
      .slice(5)
      .sort((a, b) => a - b);
    const median = differences[Math.floor(differences.length / 2)] ?? 0;
    expect(Math.abs(median), `median relative difference ${median.toFixed(2)}`).toBeLessThan(0.25);
  });

  it('when twenty guesses arrive at once, then no more than the budget reach the password check', async () => {
    const target = await signedInUser(t, ref, 'investor');
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        login(target.email, `Wrong@Pass${i}`, { instance: i % 2 ? 'two' : 'one' }),
      ),
    );
    const statuses = answers.map((res) => res.status).sort();
    expect(statuses.filter((status) => status === 401)).toHaveLength(5);
    expect(statuses.filter((status) => status === 429)).toHaveLength(15);
  });

  it('when the owner signs in, then the right password gives back what the try took', async () => {
    const person = await signedInUser(t, ref, 'investor');
    const from = freshAddress();
    for (let i = 0; i < 8; i++) expect((await login(person.email, PASSWORD, { from })).status).toBe(200);
    // the budgets are whole: five strangers' failures still reach the check
    await lockOut(person.email);
  });
});

describe('spraying many accounts from one address', () => {
  it('when one address fails its budget over many accounts, then it is refused on any account, and other addresses are not', async () => {
    const from = freshAddress();
    for (let i = 0; i < 5; i++) {
      expect((await login(uniqueEmail('spray'), 'Wrong@Pass1', { from })).status).toBe(401);
    }
    const person = await signedInUser(t, ref, 'entrepreneur');
    expectRefused(await login(person.email, PASSWORD, { from }), messages.security.loginAddressLimited);
    expectRefused(
      await login(uniqueEmail('spray'), 'Wrong@Pass1', { from }),
      messages.security.loginAddressLimited,
    );
    expect((await login(person.email, PASSWORD)).status).toBe(200);
    // the refused tries spent nothing of the account's budget
    await lockOut(person.email);
  });
});

describe('the device cookie: a stranger never locks the owner out', () => {
  it('when the owner signs in, then the browser gets a signed, HttpOnly, Lax device cookie for /api that lasts a year', async () => {
    const person = await signedInUser(t, ref, 'investor');
    const plain = deviceCookieOf(await login(person.email, PASSWORD));
    expect(plain?.value).toMatch(new RegExp(`^${DEVICE_COOKIE}=${person.userId}\\.[\\w-]+\\.[\\w-]+$`));
    expect(plain?.line).toMatch(/; Path=\/api/);
    expect(plain?.line).toMatch(/; HttpOnly/);
    expect(plain?.line).toMatch(/; SameSite=Lax/);
    expect(plain?.line).not.toMatch(/; Secure/);
    const maxAge = Number(plain?.line.match(/Max-Age=(\d+)/)?.[1]);
    expect(maxAge).toBeGreaterThanOrEqual(364 * 24 * 3600);
    const secure = deviceCookieOf(await login(person.email, PASSWORD, { https: true }));
    expect(secure?.line).toMatch(/; Secure/);
    // a wrong password sets none
    expect(deviceCookieOf(await login(person.email, 'Wrong@Pass1'))).toBeNull();
  });

  it('when the account is locked by strangers, then the owner still signs in from a known device, even from the attacking address', async () => {
    const person = await signedInUser(t, ref, 'entrepreneur');
    const cookie = deviceCookieOf(await login(person.email, PASSWORD))?.value;
    const attacker = freshAddress();
    for (let i = 0; i < 5; i++) {
      expect((await login(uniqueEmail('spray'), 'Wrong@Pass1', { from: attacker })).status).toBe(401);
    }
    await lockOut(person.email);
    expectRefused(await login(person.email, PASSWORD), messages.security.loginLocked);
    const owner = await login(person.email, PASSWORD, { cookie, from: attacker, instance: 'two' });
    expect(owner.status).toBe(200);
    expect(owner.body.token).toEqual(expect.any(String));
    // the same device keeps its id
    expect(deviceCookieOf(owner)?.value).toBe(cookie);
  });

  it('when a known device fails its own small budget, then its cookie is no longer trusted, and its failures never counted with strangers', async () => {
    const person = await signedInUser(t, ref, 'investor');
    const cookie = deviceCookieOf(await login(person.email, PASSWORD))?.value;
    for (let i = 0; i < 3; i++)
      expect((await login(person.email, 'Wrong@Pass1', { cookie })).status).toBe(401);
    // past its budget the device is a stranger: its tries now count with the others
    await lockOut(person.email);
    expectRefused(await login(person.email, PASSWORD, { cookie }), messages.security.loginLocked);
  });

  it("when a cookie is forged, altered or another account's, then it is not trusted", async () => {
    const person = await signedInUser(t, ref, 'investor');
    const mine = await signedInUser(t, ref, 'investor');
    const cookie = deviceCookieOf(await login(mine.email, PASSWORD))?.value ?? '';
    await lockOut(person.email);
    const [, deviceId, signature] = cookie.slice(DEVICE_COOKIE.length + 1).split('.');
    const tries = [
      cookie,
      `${DEVICE_COOKIE}=${person.userId}.${deviceId}.${signature}`,
      `${DEVICE_COOKIE}=${person.userId}.${deviceId}.${'A'.repeat(signature?.length ?? 43)}`,
      `${DEVICE_COOKIE}=${person.userId}.${deviceId}`,
    ];
    for (const tried of tries) {
      expectRefused(await login(person.email, PASSWORD, { cookie: tried }), messages.security.loginLocked);
    }
  });
});

describe('a password reset is the way in from a new device', () => {
  it('when the owner resets the password by e-mail, then the lock ends and that browser becomes a known device', async () => {
    const person = await signedInUser(t, ref, 'entrepreneur');
    await lockOut(person.email);
    const since = await lastMailId(t);
    expect((await t.call(forgetPassword, { email: person.email })).status).toBe(200);
    const otp = await codeFor(t, person.email, since);
    const verified = await t.call(otpVerify, { action: 'forget_password', email: person.email, otp });
    expect(verified.status).toBe(200);
    const fresh = 'Fresh@Pass9';
    const reset = await t.http
      .post(`/api${setNewPassword.path}`)
      .set('x-api-key', TEST_API_KEY)
      .set('Authorization', `Bearer ${verified.body.token}`)
      .send({ email: person.email, new_password: fresh, confirm_password: fresh });
    expect(reset.status).toBe(200);
    const cookie = deviceCookieOf(reset)?.value;
    expect(cookie).toMatch(new RegExp(`^${DEVICE_COOKIE}=${person.userId}\\.`));
    // the strangers' budget starts again: a new device gets in with the new password
    expect((await login(person.email, fresh)).status).toBe(200);
    // and if strangers spend it again, the browser that reset still gets in, even from a spent address
    await lockOut(person.email);
    const crowded = freshAddress();
    for (let i = 0; i < 5; i++) await login(uniqueEmail('spray'), 'Wrong@Pass1', { from: crowded });
    expectRefused(await login(person.email, fresh, { from: crowded }), messages.security.loginAddressLimited);
    expect((await login(person.email, fresh, { cookie, from: crowded })).status).toBe(200);
  });
});
