import { doRegister, messages, otpSend, otpVerify } from '@angelbridge/contracts';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { codeFor, lastMailId, openTestApp, registration, uniqueEmail } from '../../test/accounts.js';

const { t, ref } = await openTestApp();

const wrongCode = (code: string) => (code === '0000' ? '1111' : '0000');
const check = (email: string, otp: string) => t.call(otpVerify, { action: 'register', email, otp });

describe('the wrong-code budget under a parallel burst', () => {
  it('when one wrong code is left and ten arrive at once on a fresh code, then only one is checked', async () => {
    const email = uniqueEmail('burst');
    const since = await lastMailId(t);
    expect((await t.call(doRegister, registration(ref, 'entrepreneur', email))).status).toBe(200);
    const first = await codeFor(t, email, since);
    // two wrong codes of the day's three: one is left
    for (let i = 0; i < 2; i++) expect((await check(email, wrongCode(first))).status).toBe(400);
    // a fresh code (the resend wait is over), with its own three tries
    await t.db.execute(sql`delete from rate_limits where key like ${'code-wait:%'}`);
    const before = await lastMailId(t);
    expect((await t.call(otpSend, { email, purpose: 'register' })).status).toBe(200);
    const second = await codeFor(t, email, before);
    const answers = await Promise.all(Array.from({ length: 10 }, () => check(email, wrongCode(second))));
    const checked = answers.filter((res) => res.body.message !== messages.security.codesPaused);
    expect(checked.length).toBeLessThanOrEqual(1);
    expect((await check(email, second)).body.message).toBe(messages.security.codesPaused);
  });
});
