import {
  adminMessages,
  doLogin,
  getAuditLog,
  getSecondFactorSetup,
  getUserDetails,
  logout,
  verifySecondFactor,
} from '@angelbridge/contracts';
import { eq, sql } from 'drizzle-orm';
import { authenticator } from 'otplib';
import { describe, expect, it } from 'vitest';
import { adminSessions } from '../../db/schema/index.js';
import { lastMailId, openTestApp, PASSWORD } from '../../test/accounts.js';
import {
  adminPasswordStep,
  adminWithSecret,
  insertAdmin,
  mailedSetupCode,
  totpNow,
} from '../../test/admin.js';

const { t } = await openTestApp();

const setup = (token: string, emailCode = '000000') =>
  t.call(getSecondFactorSetup, { email_code: emailCode }, { token });
const verify = (token: string, code: string) => t.call(verifySecondFactor, { code }, { token });
/** A code of another 30-second step than now: right for the secret, wrong for the moment. */
const staleCode = (secret: string) =>
  authenticator.clone({ epoch: Date.now() - 10 * 60_000 }).generate(secret);

describe('an admin signing in', () => {
  it('when the password is right, then /doLogin answers its usual shape with a second-factor token, not a session', async () => {
    const admin = await insertAdmin(t);
    const since = await lastMailId(t);
    const res = await t.call(doLogin, { email: admin.email, password: PASSWORD, auth_type: 'email' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      success: true,
      user_type: 'admin',
      second_factor: 'setup',
      message: adminMessages.secondFactorSetup,
      user_data: { user_type: 'admin', email: admin.email },
    });
    // the token opens nothing but the second-factor step
    expect((await t.call(getAuditLog, {}, { token: res.body.token })).status).toBe(403);
    expect((await t.call(getUserDetails, {}, { token: res.body.token })).status).toBe(403);
    const code = await mailedSetupCode(t, admin.email, since);
    expect((await setup(res.body.token, code)).status).toBe(200);
  });

  it('when setting up, then the password alone shows no secret: the code mailed for this sign-in is needed, and a wrong one counts', async () => {
    const admin = await insertAdmin(t);
    const first = await adminPasswordStep(t, admin.email);
    const second = await adminPasswordStep(t, admin.email);
    const code = await mailedSetupCode(t, admin.email, second.since);
    const firstCode = await mailedSetupCode(t, admin.email, first.since);
    const wrong = await setup(second.token, code === '000000' ? '111111' : '000000');
    expect(wrong.status).toBe(400);
    expect(wrong.body.errors).toEqual({ email_code: adminMessages.secondFactorEmailCodeWrong });
    expect(wrong.body.secret).toBeUndefined();
    // each sign-in's code is its own
    if (firstCode !== code) expect((await setup(second.token, firstCode)).status).toBe(400);
    expect((await setup(second.token, code)).status).toBe(200);
  });

  it('when setting up, then the secret comes as text, link and QR code, the same until confirmed, and never again after', async () => {
    const admin = await insertAdmin(t);
    const { token, step, since } = await adminPasswordStep(t, admin.email);
    expect(step).toBe('setup');
    const emailCode = await mailedSetupCode(t, admin.email, since);
    const first = await setup(token, emailCode);
    expect(first.body.secret).toMatch(/^[A-Z2-7]{16,}$/);
    expect(first.body.otpauth_url).toContain(`secret=${first.body.secret}`);
    expect(first.body.qr_code).toMatch(/^data:image\/svg\+xml;base64,/);
    expect((await setup(token, emailCode)).body.secret).toBe(first.body.secret);
    expect((await verify(token, totpNow(first.body.secret))).status).toBe(200);
    const again = await setup((await adminPasswordStep(t, admin.email)).token);
    expect(again.status).toBe(400);
    expect(again.body.message).toBe(adminMessages.secondFactorAlreadySetUp);
    // the next sign-in asks for a code
    expect((await adminPasswordStep(t, admin.email)).step).toBe('code');
  });

  it('when the code is right, then the session token opens the admin calls; the same code is refused a second time', async () => {
    const admin = await adminWithSecret(t);
    expect((await t.call(getAuditLog, {}, { token: admin.token })).status).toBe(200);
    const code = totpNow(admin.secret);
    // once a code signed in (here, or at setup when still the same 30 seconds), it is spent
    const first = await verify((await adminPasswordStep(t, admin.email)).token, code);
    expect([200, 400]).toContain(first.status);
    const reused = await verify((await adminPasswordStep(t, admin.email)).token, code);
    expect(reused.status).toBe(400);
    expect(reused.body.errors).toEqual({ code: adminMessages.secondFactorUsed });
  });

  it('when a second-factor token was used, then it answers 401 for its remaining minutes', async () => {
    const admin = await adminWithSecret(t);
    await t.db.execute(sql`update admin_second_factors set last_step = 0 where user_id = ${admin.userId}`);
    const { token } = await adminPasswordStep(t, admin.email);
    expect((await verify(token, totpNow(admin.secret))).status).toBe(200);
    await t.db.execute(sql`update admin_second_factors set last_step = 0 where user_id = ${admin.userId}`);
    expect((await verify(token, totpNow(admin.secret))).status).toBe(401);
    expect((await setup(token)).status).toBe(401);
  });

  it('when one second-factor token is used twice at once, then one opens a session and the other does not', async () => {
    const admin = await adminWithSecret(t);
    await t.db.execute(sql`update admin_second_factors set last_step = 0 where user_id = ${admin.userId}`);
    const { token } = await adminPasswordStep(t, admin.email);
    const both = await Promise.all([
      verify(token, totpNow(admin.secret)),
      verify(token, totpNow(admin.secret)),
    ]);
    expect(both.filter((res) => res.status === 200)).toHaveLength(1);
    expect(both.filter((res) => res.body.token).length).toBe(1);
  });

  it('when the code is malformed or wrong, then 400 says so and nothing opens', async () => {
    const admin = await adminWithSecret(t);
    const { token } = await adminPasswordStep(t, admin.email);
    const malformed = await verify(token, '12ab56');
    expect(malformed.status).toBe(400);
    expect(malformed.body.errors).toEqual({ code: adminMessages.secondFactorInvalid });
    const wrong = await verify(token, staleCode(admin.secret));
    expect(wrong.status).toBe(400);
    expect(wrong.body.errors).toEqual({ code: adminMessages.secondFactorWrong });
  });

  it('when five wrong codes were tried, then even a right code waits (429) until the window ends', async () => {
    const admin = await adminWithSecret(t);
    const { token } = await adminPasswordStep(t, admin.email);
    for (let i = 0; i < 5; i++) expect((await verify(token, staleCode(admin.secret))).status).toBe(400);
    const blocked = await verify(token, '000000');
    expect(blocked.status).toBe(429);
    expect(blocked.body.retry_after).toBeGreaterThan(0);
    await t.db.execute(
      sql`update rate_limits set reset_at = now() where key = ${`totp-wrong:${admin.userId}`}`,
    );
    await t.db.execute(sql`update admin_second_factors set last_step = 0 where user_id = ${admin.userId}`);
    expect((await verify(token, totpNow(admin.secret))).status).toBe(200);
  });

  it('when nobody signed in with the password, then the second-factor calls answer 401', async () => {
    expect((await t.call(getSecondFactorSetup, {})).status).toBe(401);
    expect((await t.call(verifySecondFactor, { code: '123456' })).status).toBe(401);
  });
});

describe('an admin session', () => {
  const idleFor = (sessionId: string, minutes: number) =>
    t.db
      .update(adminSessions)
      .set({ lastSeenAt: sql`now() - make_interval(mins => ${minutes})` })
      .where(eq(adminSessions.id, sessionId));
  const sessionOf = async (userId: string) => {
    const [row] = await t.db.select().from(adminSessions).where(eq(adminSessions.userId, userId));
    if (!row) throw new Error('no admin session');
    return row.id;
  };

  it('when idle for 30 minutes, then its token answers 401; activity before that keeps it going', async () => {
    const admin = await adminWithSecret(t);
    const sessionId = await sessionOf(admin.userId);
    await idleFor(sessionId, 29);
    expect((await t.call(getAuditLog, {}, { token: admin.token })).status).toBe(200);
    // the call counted as activity: 29 more minutes are fine again
    await idleFor(sessionId, 29);
    expect((await t.call(getAuditLog, {}, { token: admin.token })).status).toBe(200);
    await idleFor(sessionId, 31);
    expect((await t.call(getAuditLog, {}, { token: admin.token })).status).toBe(401);
  });

  it('when the admin signs out, then the token stops working', async () => {
    const admin = await adminWithSecret(t);
    expect((await t.call(logout, {}, { token: admin.token })).status).toBe(200);
    expect((await t.call(getAuditLog, {}, { token: admin.token })).status).toBe(401);
  });
});
