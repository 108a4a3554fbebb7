import { doRegister, type Endpoint, forgetPassword, otpSend } from '@angelbridge/contracts';
import { like } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { rateLimits } from '../../db/schema/index.js';
import {
  codeFor,
  lastMailId,
  openTestApp,
  registration,
  settleMail,
  signedInUser,
  uniqueEmail,
} from '../../test/accounts.js';
import { TEST_API_KEY } from '../../test/harness.js';

const { t, ref } = await openTestApp();

let addresses = 0;
/** Each call from another client address (through the trusted loopback proxy), as a spread-out flood. */
const fromAnywhere = (endpoint: Endpoint, body: object) => {
  addresses += 1;
  return t.http
    .post(`/api${endpoint.path}`)
    .set('x-api-key', TEST_API_KEY)
    .set('X-Forwarded-For', `203.0.113.${addresses % 250}`)
    .send(body);
};

const mailsTo = (email: string, since: number) =>
  t.mail.messages().filter((m) => m.id > since && m.to.includes(email.toLowerCase()));

/** Ends every resend wait (as a minute passing would), so only the mail cap can hold a flood back. */
const pastTheResendWait = () => t.db.delete(rateLimits).where(like(rateLimits.key, 'code-wait:%'));

describe('mail flooding', () => {
  it("when /doRegister is called 30 times with someone's address, then they get at most 3 mails, the answers stay the same, and others are unaffected", {
    timeout: 60_000,
  }, async () => {
    const victim = await signedInUser(t, ref, 'entrepreneur');
    await settleMail(t);
    const since = await lastMailId(t);
    const answers = await Promise.all(
      Array.from({ length: 30 }, () => fromAnywhere(doRegister, registration(ref, 'investor', victim.email))),
    );
    for (const res of answers) {
      expect(res.status).toBe(200);
      expect(Object.keys(res.body).sort()).toEqual(['message', 'success', 'user_id']);
    }
    const bystander = uniqueEmail('bystander');
    expect((await fromAnywhere(doRegister, registration(ref, 'investor', bystander))).status).toBe(200);
    await codeFor(t, bystander, since);
    await settleMail(t);
    expect(mailsTo(victim.email, since).length).toBeGreaterThan(0);
    expect(mailsTo(victim.email, since).length).toBeLessThanOrEqual(3);
  });

  it('when codes for a pending sign-up are asked for again and again, then at most 3 code mails an hour', async () => {
    const email = uniqueEmail('pending');
    const since = await lastMailId(t);
    expect((await fromAnywhere(doRegister, registration(ref, 'investor', email))).status).toBe(200);
    for (let i = 0; i < 8; i++) {
      await pastTheResendWait();
      const res = await fromAnywhere(otpSend, { email, purpose: 'register' });
      expect(res.status).toBe(200);
    }
    await settleMail(t);
    expect(mailsTo(email, since)).toHaveLength(3);
  });

  it('when a reset is asked for again and again, then at most 3 reset mails an hour, and the last mailed code still works', async () => {
    const person = await signedInUser(t, ref, 'investor');
    await settleMail(t);
    const since = await lastMailId(t);
    for (let i = 0; i < 8; i++) {
      await pastTheResendWait();
      expect((await fromAnywhere(forgetPassword, { email: person.email })).status).toBe(200);
    }
    await settleMail(t);
    const mails = mailsTo(person.email, since);
    expect(mails).toHaveLength(3);
    // the calls past the cap made no new code: the one in the newest mail (first) is still the live one
    const otp = mails[0]?.text.match(/\b(\d{4})\b/)?.[1];
    const verified = await t.call('/otpVerify', { action: 'forget_password', email: person.email, otp });
    expect(verified.status).toBe(200);
  });
});
