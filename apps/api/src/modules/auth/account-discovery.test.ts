import { performance } from 'node:perf_hooks';
import { doRegister, forgetPassword, messages, otpSend, otpVerify } from '@angelbridge/contracts';
import { afterAll, describe, expect, it } from 'vitest';
import {
  lastMailId,
  loadReference,
  registration,
  settleMail,
  signedInUser,
  signUpAndVerify,
  uniqueEmail,
} from '../../test/accounts.js';
import { startTestApp } from '../../test/harness.js';

// the production floors (even-timing), which tests otherwise leave out
const t = await startTestApp({
  AUTH_SIGN_UP_FLOOR_MS: '400',
  AUTH_CODE_CHECK_FLOOR_MS: '250',
  AUTH_CODE_SEND_FLOOR_MS: '250',
});
afterAll(() => t.close());
const ref = await loadReference(t);

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
};

async function timed(call: () => Promise<{ status: number; body: Record<string, unknown> }>) {
  const started = performance.now();
  const res = await call();
  return { ms: performance.now() - started, status: res.status, body: res.body };
}

/** 20 calls of each kind, interleaved so that a slow moment of the machine hits both alike. */
async function compare(
  known: (i: number) => Promise<{ status: number; body: Record<string, unknown> }>,
  unknown: (i: number) => Promise<{ status: number; body: Record<string, unknown> }>,
) {
  const a: Awaited<ReturnType<typeof timed>>[] = [];
  const b: Awaited<ReturnType<typeof timed>>[] = [];
  for (let i = 0; i < 3; i++) {
    await known(100 + i); // warm up both paths
    await unknown(100 + i);
  }
  for (let i = 0; i < 20; i++) {
    a.push(await timed(() => known(i)));
    b.push(await timed(() => unknown(i)));
  }
  return { known: a, unknown: b };
}

/** Bodies compared as a caller sees them; a wait in seconds may differ by the second it was read in. */
const comparable = (body: Record<string, unknown>) => ({
  ...body,
  ...('retry_after' in body ? { retry_after: typeof body.retry_after } : {}),
});

const relativeGap = (a: { ms: number }[], b: { ms: number }[]) => {
  const [k, u] = [median(a.map((r) => r.ms)), median(b.map((r) => r.ms))];
  return { gap: Math.abs(k - u) / Math.max(k, u), text: `medians ${k.toFixed(1)} ms and ${u.toFixed(1)} ms` };
};

describe('no account discovery', () => {
  it('when /otpVerify gets a wrong code, then a known and an unknown address answer the same, in the same time', {
    timeout: 90_000,
  }, async () => {
    // a few tries per address: past 3 wrong codes an account's codes are refused (alike for both)
    const people = await Promise.all(Array.from({ length: 12 }, () => signUpAndVerify(t, ref, 'investor')));
    const nobody = people.map(() => uniqueEmail('nobody'));
    await settleMail(t);
    const { known, unknown } = await compare(
      (i) => t.call(otpVerify, { action: 'forget_password', email: people[i % 12]?.email, otp: '0000' }),
      (i) => t.call(otpVerify, { action: 'forget_password', email: nobody[i % 12], otp: '0000' }),
    );
    for (const res of [...known, ...unknown]) {
      expect(res.status).toBe(400);
      expect(res.body).toEqual(unknown[0]?.body);
    }
    const [k, u] = [median(known.map((r) => r.ms)), median(unknown.map((r) => r.ms))];
    expect(
      Math.abs(k - u) / Math.max(k, u),
      `medians ${k.toFixed(1)} ms and ${u.toFixed(1)} ms`,
    ).toBeLessThan(0.25);
  });

  it('when /doRegister gets a taken address, then it answers like a new sign-up, in the same time', {
    timeout: 90_000,
  }, async () => {
    const taken = await Promise.all(Array.from({ length: 3 }, () => signedInUser(t, ref, 'entrepreneur')));
    const { known, unknown } = await compare(
      (i) => t.call(doRegister, registration(ref, 'entrepreneur', taken[i % 3]?.email ?? '')),
      () => t.call(doRegister, registration(ref, 'entrepreneur', uniqueEmail('fresh'))),
    );
    const shape = (body: Record<string, unknown>) => ({ ...body, user_id: typeof body.user_id });
    for (const res of [...known, ...unknown]) {
      expect(res.status).toBe(200);
      expect(shape(res.body)).toEqual(shape(unknown[0]?.body ?? {}));
    }
    const [k, u] = [median(known.map((r) => r.ms)), median(unknown.map((r) => r.ms))];
    expect(
      Math.abs(k - u) / Math.max(k, u),
      `medians ${k.toFixed(1)} ms and ${u.toFixed(1)} ms`,
    ).toBeLessThan(0.25);
  });
});

describe('no account discovery through codes asked for', () => {
  it('when a reset is asked for, then every following code call answers a known and an unknown address alike', {
    timeout: 60_000,
  }, async () => {
    const [verified, pending] = [(await signUpAndVerify(t, ref, 'investor')).email, uniqueEmail('pending')];
    expect((await t.call(doRegister, registration(ref, 'investor', pending))).status).toBe(200);
    await settleMail(t);
    const calls: [string, (email: string) => Promise<{ status: number; body: Record<string, unknown> }>][] = [
      ['/forgetPassword', (email) => t.call(forgetPassword, { email })],
      ['/otpSend (the flow of the address)', (email) => t.call(otpSend, { email, auth_type: 'email' })],
      ['/otpSend forget_password', (email) => t.call(otpSend, { email, purpose: 'forget_password' })],
      ['/forgetPassword again', (email) => t.call(forgetPassword, { email })],
      [
        '/otpVerify forget_password',
        (email) => t.call(otpVerify, { action: 'forget_password', email, otp: '0000' }),
      ],
      ['/otpVerify register', (email) => t.call(otpVerify, { action: 'register', email, otp: '0000' })],
      ['/otpVerify again', (email) => t.call(otpVerify, { action: 'forget_password', email, otp: '0000' })],
      [
        '/otpVerify past the budget',
        (email) => t.call(otpVerify, { action: 'register', email, otp: '0000' }),
      ],
    ];
    const unknown = uniqueEmail('nobody');
    for (const [name, call] of calls) {
      const answers = [];
      for (const email of [verified, pending, unknown]) answers.push(await call(email));
      const [first] = answers;
      for (const res of answers) {
        expect(res.status, name).toBe(first?.status);
        expect(comparable(res.body), name).toEqual(comparable(first?.body ?? {}));
      }
    }
  });

  it('when /forgetPassword is called, then a known and an unknown address answer the same, in the same time', {
    timeout: 90_000,
  }, async () => {
    const people = await Promise.all(
      Array.from({ length: 12 }, () => signUpAndVerify(t, ref, 'entrepreneur')),
    );
    const nobody = people.map(() => uniqueEmail('nobody'));
    await settleMail(t);
    const since = await lastMailId(t);
    const { known, unknown } = await compare(
      (i) => t.call(forgetPassword, { email: people[i % 12]?.email }),
      (i) => t.call(forgetPassword, { email: nobody[i % 12] }),
    );
    for (const [i, res] of known.entries()) {
      expect(res.status).toBe(unknown[i]?.status);
      expect(comparable(res.body)).toEqual(comparable(unknown[i]?.body ?? {}));
    }
    // first asks went out, repeats within a minute waited: both kinds answered
    expect(known.map((r) => r.status)).toContain(200);
    expect(known.map((r) => r.body.message)).toContain(messages.server.otpTooSoon);
    const { gap, text } = relativeGap(known, unknown);
    expect(gap, text).toBeLessThan(0.25);
    await settleMail(t);
    expect(t.mail.messages().some((m) => m.id > since && nobody.some((e) => m.to.includes(e)))).toBe(false);
  });
});
