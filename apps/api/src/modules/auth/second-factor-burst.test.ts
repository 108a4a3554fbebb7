import { verifySecondFactor } from '@angelbridge/contracts';
import { sql } from 'drizzle-orm';
import { authenticator } from 'otplib';
import { describe, expect, it } from 'vitest';
import { openTestApp } from '../../test/accounts.js';
import { adminPasswordStep, adminWithSecret, totpNow } from '../../test/admin.js';
import { TEST_API_KEY } from '../../test/harness.js';

const { t } = await openTestApp();

/** A code of another 30-second step than now: right for the secret, wrong for the moment. */
const staleCode = (secret: string) =>
  authenticator.clone({ epoch: Date.now() - 10 * 60_000 }).generate(secret);

const verifyFrom = (address: string, token: string, code: string) =>
  t.http
    .post(`/api${verifySecondFactor.path}`)
    .set('x-api-key', TEST_API_KEY)
    .set('X-Forwarded-For', address)
    .set('Authorization', `Bearer ${token}`)
    .send({ code });

describe('the authenticator step under a parallel burst', () => {
  for (const spread of ['forty addresses', 'one address'] as const) {
    it(`when 40 wrong codes arrive at once from ${spread}, then at most 5 are checked and a right code after them gets 429`, async () => {
      const admin = await adminWithSecret(t);
      // the set-up code's step is spent: the right code below must not be refused as reused
      await t.db.execute(sql`update admin_second_factors set last_step = 0 where user_id = ${admin.userId}`);
      const { token } = await adminPasswordStep(t, admin.email);
      const addressOf = (i: number) => (spread === 'one address' ? '203.0.113.7' : `203.0.113.${i + 10}`);
      const answers = await Promise.all(
        Array.from({ length: 40 }, (_, i) => verifyFrom(addressOf(i), token, staleCode(admin.secret))),
      );
      const checked = answers.filter((res) => res.status === 400);
      expect(checked.length).toBeLessThanOrEqual(5);
      expect(answers.filter((res) => res.status === 200)).toEqual([]);
      expect(answers.every((res) => res.status === 400 || res.status === 429)).toBe(true);
      const right = await verifyFrom('203.0.113.200', token, totpNow(admin.secret));
      expect(right.status).toBe(429);
      expect(right.body.retry_after).toBeGreaterThan(0);
      expect(right.body.token).toBeUndefined();
    });
  }

  it('when a burst mixes 39 wrong codes and the right one, then no more than 5 are checked', async () => {
    const admin = await adminWithSecret(t);
    await t.db.execute(sql`update admin_second_factors set last_step = 0 where user_id = ${admin.userId}`);
    const { token } = await adminPasswordStep(t, admin.email);
    const codes = Array.from({ length: 40 }, (_, i) =>
      i === 39 ? totpNow(admin.secret) : staleCode(admin.secret),
    );
    const answers = await Promise.all(
      codes.map((code, i) => verifyFrom(`198.51.100.${i + 10}`, token, code)),
    );
    // the right code passes only when it is among the five checked
    expect(answers.filter((res) => res.status !== 429).length).toBeLessThanOrEqual(5);
  });
});
