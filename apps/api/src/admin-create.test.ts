import {
  doLogin,
  getSecondFactorSetup,
  getUserDetails,
  otpVerifyLink,
  setNewPassword,
} from '@angelbridge/contracts';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { runAdminCreate } from './admin-create.js';
import { adminAuditLog, users } from './db/schema/index.js';
import { openTestApp, PASSWORD, signedInUser, uniqueEmail } from './test/accounts.js';
import { adminPasswordStep, adminWithSecret, mailedSetupCode } from './test/admin.js';

const { t, ref } = await openTestApp();
const login = (email: string, password: string) => t.call(doLogin, { email, password, auth_type: 'email' });

describe('pnpm admin:create', () => {
  it('when the address is new and no password is typed, then it prints a one-time link that sets the password', async () => {
    const email = uniqueEmail('new-admin');
    const lines = await runAdminCreate(t.db, t.config, { email });
    expect(lines[0]).toMatch(/^Created admin /);
    const link = lines.find((line) => line.includes('#token='));
    const token = link?.split('#token=')[1] ?? '';
    const opened = await t.call(otpVerifyLink, { token });
    expect(opened.status, JSON.stringify(opened.body)).toBe(200);
    const set = await t.call(
      setNewPassword,
      { email, new_password: 'Adm1n@pass', confirm_password: 'Adm1n@pass' },
      { token: opened.body.token },
    );
    expect(set.status, JSON.stringify(set.body)).toBe(200);
    const signIn = await login(email, 'Adm1n@pass');
    expect(signIn.body).toMatchObject({ user_type: 'admin', second_factor: 'setup' });
    // the link works once
    expect((await t.call(otpVerifyLink, { token })).status).toBe(400);
  });

  it('when the address is a user, then they are promoted: signed out everywhere, no public profile, the second factor next', async () => {
    const person = await signedInUser(t, ref, 'investor');
    const lines = await runAdminCreate(t.db, t.config, { email: person.email, password: 'Adm1n@pass' });
    expect(lines[0]).toMatch(/^Promoted admin /);
    expect(lines.some((line) => line.includes('#token='))).toBe(false);
    expect((await t.call(getUserDetails, {}, { token: person.token })).status).toBe(401);
    const [row] = await t.db.select().from(users).where(eq(users.id, person.userId));
    expect(row).toMatchObject({ userType: 'admin', isProfileComplete: false });
    expect((await login(person.email, 'Adm1n@pass')).body.second_factor).toBe('setup');
    expect((await login(person.email, PASSWORD)).status).toBe(401);
  });

  it('when the typed password is weak, then nothing is made', async () => {
    const email = uniqueEmail('weak-admin');
    await expect(runAdminCreate(t.db, t.config, { email, password: 'short' })).rejects.toThrow();
    expect(await t.db.select().from(users).where(eq(users.email, email))).toEqual([]);
  });

  it('when --reset-authenticator names an admin with a confirmed app, then the next sign-in sets one up again, behind the mailed code, and the log says so', async () => {
    const admin = await adminWithSecret(t);
    expect((await adminPasswordStep(t, admin.email)).step).toBe('code');
    const lines = await runAdminCreate(t.db, t.config, {
      email: admin.email,
      password: PASSWORD,
      resetAuthenticator: true,
    });
    expect(lines.some((line) => line.includes('resetAuthenticator'))).toBe(true);
    const { token, step, since } = await adminPasswordStep(t, admin.email);
    expect(step).toBe('setup');
    const code = await mailedSetupCode(t, admin.email, since);
    const setup = await t.call(getSecondFactorSetup, { email_code: code }, { token });
    expect(setup.status, JSON.stringify(setup.body)).toBe(200);
    expect(setup.body.secret).not.toBe(admin.secret);
    const rows = await t.db
      .select()
      .from(adminAuditLog)
      .where(and(eq(adminAuditLog.targetId, admin.userId), eq(adminAuditLog.action, 'resetAuthenticator')));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      targetType: 'user',
      before: { authenticator: 'confirmed' },
      requestId: 'cli:admin-create',
    });
  });
});
