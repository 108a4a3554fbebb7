import { getAuditLog, verifySecondFactor } from '@angelbridge/contracts';
import { sql } from 'drizzle-orm';
import { authenticator } from 'otplib';
import { describe, expect, it } from 'vitest';
import { openTestApp } from '../../test/accounts.js';
import { adminPasswordStep, adminWithSecret, totpNow } from '../../test/admin.js';
import { TEST_API_KEY } from '../../test/harness.js';

const { t } = await openTestApp();

const verifyFrom = (address: string, token: string, code: string) =>
  t.http
    .post(`/api${verifySecondFactor.path}`)
    .set('x-api-key', TEST_API_KEY)
    .set('X-Forwarded-For', address)
    .set('Authorization', `Bearer ${token}`)
    .send({ code });

describe('admin sign-ins in the audit log', () => {
  it('when an admin enters a wrong code and then signs in, then both are audit rows with the client address', async () => {
    const admin = await adminWithSecret(t);
    await t.db.execute(sql`update admin_second_factors set last_step = 0 where user_id = ${admin.userId}`);
    const { token } = await adminPasswordStep(t, admin.email);
    const stale = authenticator.clone({ epoch: Date.now() - 10 * 60_000 }).generate(admin.secret);
    expect((await verifyFrom('203.0.113.41', token, stale)).status).toBe(400);
    const signedIn = await verifyFrom('203.0.113.42', token, totpNow(admin.secret));
    expect(signedIn.status).toBe(200);
    const log = await t.call(getAuditLog, { admin_id: admin.userId }, { token: signedIn.body.token });
    expect(log.status, JSON.stringify(log.body)).toBe(200);
    const rows = log.body.entries as { action: string; target_id: string; reason: string; after: unknown }[];
    expect(rows.find((row) => row.action === 'adminWrongCode')).toMatchObject({
      target_id: admin.userId,
      reason: 'Wrong authenticator code from 203.0.113.41',
      after: { address: '203.0.113.41' },
    });
    expect(rows.find((row) => row.reason?.endsWith('203.0.113.42'))).toMatchObject({
      action: 'adminSignIn',
      after: { address: '203.0.113.42' },
    });
    expect(log.body.filters.actions).toEqual(expect.arrayContaining(['adminSignIn', 'adminWrongCode']));
  });
});
