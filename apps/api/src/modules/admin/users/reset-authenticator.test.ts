import { adminGetUserById, adminResetAuthenticator, adminUserTexts, doLogin } from '@angelbridge/contracts';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../../../db/client.js';
import { openTestApp, PASSWORD, signedInUser } from '../../../test/accounts.js';
import { adminWithSecret, signedInAdmin } from '../../../test/admin.js';

// Another admin's lost phone: /admin/resetAuthenticator, who may call it, on whom, and what it leaves.
const { t, ref } = await openTestApp();
const acting = await signedInAdmin(t);

const reset = (userId: string, token?: string) =>
  t.call(adminResetAuthenticator, { user_id: userId }, token ? { token } : {});
const factorOf = async (userId: string) =>
  (
    await queryRows<{ confirmed: boolean }>(
      t.db,
      sql`select confirmed_at is not null as confirmed from admin_second_factors where user_id = ${userId}`,
    )
  )[0] ?? null;
/** What the user page is told: may the acting admin reset this account's authenticator? */
const offered = async (userId: string) =>
  (await t.call(adminGetUserById, { user_id: userId }, { token: acting.token })).body.may_reset_authenticator;
const resetRows = (targetId: string) =>
  queryRows<{ admin_id: string; before: unknown; after: unknown }>(
    t.db,
    sql`select admin_id, before, after from admin_audit_log
      where target_id = ${targetId} and action = 'resetAuthenticator' order by created_at`,
  );

describe('resetting an admin authenticator', () => {
  it('when a guest or a signed-in user asks, then 401 and 403, and the authenticator stays', async () => {
    const other = await adminWithSecret(t);
    const investor = await signedInUser(t, ref, 'investor');
    expect((await reset(other.userId)).status).toBe(401);
    expect((await reset(other.userId, investor.token)).status).toBe(403);
    expect(await factorOf(other.userId)).toEqual({ confirmed: true });
    expect(await resetRows(other.userId)).toEqual([]);
  });

  it('when an admin asks for their own, then 400 naming user_id, and nothing changes', async () => {
    const res = await reset(acting.userId, acting.token);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({
      success: false,
      message: adminUserTexts.resetAuthenticatorSelf,
      errors: { user_id: adminUserTexts.resetAuthenticatorSelf },
    });
    expect(await factorOf(acting.userId)).toEqual({ confirmed: true });
    expect(await resetRows(acting.userId)).toEqual([]);
    expect(await offered(acting.userId)).toBe(false);
  });

  it("when an admin resets another admin's, then it is forgotten, audited with the acting admin, and their next sign-in sets one up", async () => {
    const other = await adminWithSecret(t);
    expect(await offered(other.userId)).toBe(true);
    const res = await reset(other.userId, acting.token);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({
      success: true,
      message: adminUserTexts.resetAuthenticatorDone,
      had_authenticator: true,
    });
    expect(await factorOf(other.userId)).toBeNull();
    expect(await resetRows(other.userId)).toEqual([
      { admin_id: acting.userId, before: { authenticator: 'confirmed' }, after: { authenticator: 'none' } },
    ]);
    const login = await t.call(doLogin, { email: other.email, password: PASSWORD, auth_type: 'email' });
    expect(login.body.second_factor).toBe('setup');
    // a second reset finds nothing to forget, and says so
    expect((await reset(other.userId, acting.token)).body.had_authenticator).toBe(false);
  });

  it('when the account is not an admin, then 400 naming user_id; an unknown one is 404; a malformed id is 400', async () => {
    const founder = await signedInUser(t, ref, 'entrepreneur');
    const res = await reset(founder.userId, acting.token);
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual({ user_id: adminUserTexts.resetAuthenticatorNotAdmin });
    expect(await resetRows(founder.userId)).toEqual([]);
    expect(await offered(founder.userId)).toBe(false);
    expect((await reset('00000000-0000-4000-8000-000000000000', acting.token)).status).toBe(404);
    const malformed = await reset('not-an-id', acting.token);
    expect(malformed.status).toBe(400);
    expect(Object.keys(malformed.body.errors)).toEqual(['user_id']);
  });
});
