import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  accountSuspendedMessage,
  adminGetUserById,
  adminGetUsers,
  adminRestoreUser,
  adminSuspendUser,
  adminUserTexts,
  doLogin,
  getFundRaiseData,
  getInvestmentPageData,
  getInvestmentPageDataById,
  getScoutInvestor,
  getScoutInvestorById,
  getUserDetails,
  globalSearch,
} from '@angelbridge/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../../db/client.js';
import { loadReference, PASSWORD, signedInUser } from '../../../test/accounts.js';
import { signedInAdmin } from '../../../test/admin.js';
import { startTestApp, type TestApp } from '../../../test/harness.js';
import { anInvestor, aPublishedPitch } from '../../../test/pitches.js';
import { rawRequest } from '../../../test/raw-http.js';
import { writeStandInWebBuild } from '../../../test/stand-in-web-build.js';

let t: TestApp;
let work: string;
let admin: Awaited<ReturnType<typeof signedInAdmin>>;
let founder: Awaited<ReturnType<typeof signedInUser>>;
let viewer: Awaited<ReturnType<typeof anInvestor>>;
let pitchId: string;
const PITCH = 'Zephyrquill Turbines';

beforeAll(async () => {
  work = mkdtempSync(path.join(tmpdir(), 'angelbridge-suspension-'));
  t = await startTestApp({ WEB_DIST: writeStandInWebBuild(work) });
  const ref = await loadReference(t);
  admin = await signedInAdmin(t);
  founder = await signedInUser(t, ref, 'entrepreneur');
  viewer = await anInvestor(t, 'Vera');
  pitchId = await aPublishedPitch(t, { id: founder.userId }, { name: PITCH });
});
afterAll(async () => {
  await t?.close();
  rmSync(work, { recursive: true, force: true });
});

const asAdmin = (endpoint: Parameters<TestApp['call']>[0], body: object) =>
  t.call(endpoint, body, { token: admin.token });
const auditRows = (targetId: string) =>
  queryRows<{ action: string; reason: string | null; before: unknown; after: unknown; request_id: string }>(
    t.db,
    // moderation rows only: an admin's own sign-ins are audited with the admin as their target
    sql`select action, reason, before, after, request_id from admin_audit_log where target_id = ${targetId}
      and action not in ('adminSignIn', 'adminWrongCode') order by created_at`,
  );

/** Where a guest (or another user) can meet the founder or the pitch, each read once. */
async function publicSightings() {
  const listing = await t.call(getInvestmentPageData, {});
  const detail = await t.call(getInvestmentPageDataById, { investment_id: pitchId });
  const search = await t.call(globalSearch, { search_query: 'Zephyrquill' });
  const funding = await t.call(getFundRaiseData, {});
  const scout = await t.call(getScoutInvestor, { type: 'entrepreneur' });
  const profile = await t.call(
    getScoutInvestorById,
    { inventor_id: founder.userId },
    { token: viewer.token },
  );
  const page = await rawRequest(t.app, { path: `/project/${pitchId}`, headers: { accept: 'text/html' } });
  const ids = (list: { _id: string }[]) => list.map((item) => item._id);
  return {
    listing: listing.body.investment_data.flatMap((g: { investments: { _id: string }[] }) =>
      ids(g.investments),
    ),
    detail: detail.status,
    search: ids(search.body.pitches),
    funding: ids(funding.body.investment_data.pitch_data),
    scout: ids(scout.body.scout_investor),
    profile: profile.status,
    page: page.status === 200 && page.body.toString().includes(PITCH),
  };
}

describe('suspending a user', () => {
  it('when an admin suspends a founder, then their old token answers 401 at once, they cannot sign in (told why), and they vanish from every public place, caches included', async () => {
    const seen = await publicSightings();
    expect(seen.listing).toContain(pitchId);
    expect(seen.detail).toBe(200);
    expect(seen.search).toContain(pitchId);
    expect(seen.funding).toContain(pitchId);
    expect(seen.scout).toContain(founder.userId);
    expect(seen.profile).toBe(200);
    expect(seen.page).toBe(true);
    expect((await t.call(getUserDetails, {}, { token: founder.token })).status).toBe(200);

    const res = await asAdmin(adminSuspendUser, { user_id: founder.userId, reason: 'Fraudulent claims' });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.user).toMatchObject({ status: 'suspended', suspension_reason: 'Fraudulent claims' });

    expect((await t.call(getUserDetails, {}, { token: founder.token })).status).toBe(401);
    const login = await t.call(doLogin, { email: founder.email, password: PASSWORD });
    expect(login.status).toBe(403);
    expect(login.body.message).toBe(accountSuspendedMessage('Fraudulent claims'));
    expect(login.body.token).toBeUndefined();

    const gone = await publicSightings();
    expect(gone.listing).not.toContain(pitchId);
    expect(gone.detail).toBe(404);
    expect(gone.search).not.toContain(pitchId);
    expect(gone.funding).not.toContain(pitchId);
    expect(gone.scout).not.toContain(founder.userId);
    expect(gone.profile).toBe(404);
    expect(gone.page).toBe(false);
  });

  it('when the suspension is written, then one audit row holds who, why, before and after and the request id', async () => {
    const rows = await auditRows(founder.userId);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      action: 'suspendUser',
      reason: 'Fraudulent claims',
      before: { status: 'active' },
      after: { status: 'suspended', suspension_reason: 'Fraudulent claims' },
    });
    expect(rows[0]?.request_id).toBeTruthy();
  });

  it('when suspending again, restoring an active account, or suspending an admin (oneself included), then 409/403 and no audit row', async () => {
    const again = await asAdmin(adminSuspendUser, { user_id: founder.userId, reason: 'Twice' });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(adminUserTexts.alreadySuspended);
    const self = await asAdmin(adminSuspendUser, { user_id: admin.userId, reason: 'Myself' });
    expect(self.status).toBe(403);
    expect(self.body.message).toBe(adminUserTexts.noSelf);
    const active = await asAdmin(adminRestoreUser, { user_id: viewer.id });
    expect(active.status).toBe(409);
    const unknown = await asAdmin(adminSuspendUser, {
      user_id: '00000000-0000-4000-8000-000000000000',
      reason: 'Nobody',
    });
    expect(unknown.status).toBe(404);
    const blank = await asAdmin(adminSuspendUser, { user_id: viewer.id, reason: '  ' });
    expect(blank.status).toBe(400);
    expect(blank.body.errors.reason).toBe(adminUserTexts.reasonRequired);
    expect(await auditRows(founder.userId)).toHaveLength(1);
    expect(await auditRows(admin.userId)).toHaveLength(0);
    expect(await auditRows(viewer.id)).toHaveLength(0);
  });

  it('when listing users, then search, role and status filter them; the user page has pitches and history', async () => {
    const suspended = await asAdmin(adminGetUsers, { status: 'suspended' });
    expect(suspended.status).toBe(200);
    expect(suspended.body.users.map((u: { _id: string }) => u._id)).toEqual([founder.userId]);
    const byEmail = await asAdmin(adminGetUsers, { q: founder.email.toUpperCase() });
    expect(byEmail.body.users.map((u: { _id: string }) => u._id)).toEqual([founder.userId]);
    const investors = await asAdmin(adminGetUsers, { role: 'investor', status: 'active' });
    expect(investors.body.users.map((u: { _id: string }) => u._id)).toContain(viewer.id);
    expect(investors.body.users.every((u: { user_type: string }) => u.user_type === 'investor')).toBe(true);
    const wildcard = await asAdmin(adminGetUsers, { q: '%' });
    expect(wildcard.body.total).toBe(0);
    expect((await asAdmin(adminGetUsers, { page: 0 })).status).toBe(400);

    const page = await asAdmin(adminGetUserById, { user_id: founder.userId });
    expect(page.status).toBe(200);
    expect(page.body.pitches).toEqual([expect.objectContaining({ _id: pitchId, status: 'published' })]);
    expect(page.body.history).toEqual([
      expect.objectContaining({ action: 'suspendUser', reason: 'Fraudulent claims' }),
    ]);
  });

  it('when restored, then they sign in again and reappear everywhere, while the tokens from before stay ended', async () => {
    const res = await asAdmin(adminRestoreUser, { user_id: founder.userId });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.user).toMatchObject({ status: 'active', suspension_reason: null });
    expect((await t.call(getUserDetails, {}, { token: founder.token })).status).toBe(401);
    const login = await t.call(doLogin, { email: founder.email, password: PASSWORD });
    expect(login.status).toBe(200);
    expect((await t.call(getUserDetails, {}, { token: login.body.token })).status).toBe(200);

    const back = await publicSightings();
    expect(back.listing).toContain(pitchId);
    expect(back.detail).toBe(200);
    expect(back.search).toContain(pitchId);
    expect(back.funding).toContain(pitchId);
    expect(back.scout).toContain(founder.userId);
    expect(back.page).toBe(true);
    expect((await auditRows(founder.userId)).map((row) => row.action)).toEqual([
      'suspendUser',
      'restoreUser',
    ]);
  });

  it('when anyone but an admin calls, then 401 or 403 and nothing changes', async () => {
    expect((await t.call(adminSuspendUser, { user_id: viewer.id, reason: 'Guest' })).status).toBe(401);
    const asUser = await t.call(
      adminSuspendUser,
      { user_id: viewer.id, reason: 'Peer' },
      { token: viewer.token },
    );
    expect(asUser.status).toBe(403);
    expect(await auditRows(viewer.id)).toHaveLength(0);
  });
});
