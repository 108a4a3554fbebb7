import { performance } from 'node:perf_hooks';
import { doRegister, otpVerify } from '@angelbridge/contracts';
import { afterAll, describe, expect, it } from 'vitest';
import { startTestApp } from '../../test/harness.js';
import {
  loadReference,
  registration,
  settleMail,
  signedInUser,
  signUpAndVerify,
  uniqueEmail,
} from './testing.js';

// the production floors (even-timing), which tests otherwise leave out
const t = await startTestApp({ AUTH_SIGN_UP_FLOOR_MS: '400', AUTH_CODE_CHECK_FLOOR_MS: '250' });
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

describe('no account discovery', () => {
  it('when /otpVerify gets a wrong code, then a known and an unknown address answer the same, in the same time', {
    timeout: 90_000,
  }, async () => {
    const people = await Promise.all(Array.from({ length: 3 }, () => signUpAndVerify(t, ref, 'investor')));
    await settleMail(t);
    const { known, unknown } = await compare(
      (i) => t.call(otpVerify, { action: 'forget_password', email: people[i % 3]?.email, otp: '0000' }),
      () => t.call(otpVerify, { action: 'forget_password', email: uniqueEmail('nobody'), otp: '0000' }),
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
