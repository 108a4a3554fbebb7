import { doLogin, getUserDetails, otpVerifyLink, setNewPassword } from '@angelbridge/contracts';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { runAdminCreate } from './admin-create.js';
import { users } from './db/schema/index.js';
import { openTestApp, PASSWORD, signedInUser, uniqueEmail } from './test/accounts.js';

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
});
