import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  adminFeaturePitch,
  adminGetPitches,
  adminPitchTexts,
  adminRestorePitch,
  adminUnpublishPitch,
  FEATURED_PITCHES_MAX,
  getFundRaiseData,
  getInvestmentPageData,
  getInvestmentPageDataById,
  getPitches,
  getScoutInvestorById,
  globalSearch,
  hidePitches,
} from '@angelbridge/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../../db/client.js';
import { signedInAdmin } from '../../../test/admin.js';
import { startTestApp, type TestApp } from '../../../test/harness.js';
import { anEntrepreneur, anInvestor, aPublishedPitch } from '../../../test/pitches.js';
import { rawRequest } from '../../../test/raw-http.js';
import { writeStandInWebBuild } from '../../../test/stand-in-web-build.js';

let t: TestApp;
let work: string;
let admin: Awaited<ReturnType<typeof signedInAdmin>>;
let founder: Awaited<ReturnType<typeof anEntrepreneur>>;
let viewer: Awaited<ReturnType<typeof anInvestor>>;
let pitchId: string;
const PITCH = 'Quorbital Kelp Farms';

beforeAll(async () => {
  work = mkdtempSync(path.join(tmpdir(), 'angelbridge-unpublish-'));
  t = await startTestApp({ WEB_DIST: writeStandInWebBuild(work) });
  admin = await signedInAdmin(t);
  founder = await anEntrepreneur(t, 'Farah');
  viewer = await anInvestor(t, 'Vik');
  pitchId = await aPublishedPitch(t, founder, { name: PITCH });
});
afterAll(async () => {
  await t?.close();
  rmSync(work, { recursive: true, force: true });
});

const asAdmin = (endpoint: Parameters<TestApp['call']>[0], body: object) =>
  t.call(endpoint, body, { token: admin.token });
const auditActions = async (targetId: string) =>
  (
    await queryRows<{ action: string }>(
      t.db,
      sql`select action from admin_audit_log where target_id = ${targetId} order by created_at`,
    )
  ).map((row) => row.action);

async function publicSightings() {
  const ids = (list: { _id: string }[]) => list.map((item) => item._id);
  const listing = await t.call(getInvestmentPageData, {});
  const detail = await t.call(getInvestmentPageDataById, { investment_id: pitchId });
  const search = await t.call(globalSearch, { search_query: 'Quorbital' });
  const funding = await t.call(getFundRaiseData, {});
  const scout = await t.call(getScoutInvestorById, { inventor_id: founder.id }, { token: viewer.token });
  const page = await rawRequest(t.app, { path: `/project/${pitchId}`, headers: { accept: 'text/html' } });
  return {
    listing: listing.body.investment_data.flatMap((g: { investments: { _id: string }[] }) =>
      ids(g.investments),
    ),
    detail: detail.status,
    search: ids(search.body.pitches),
    funding: ids(funding.body.investment_data.pitch_data),
    scout: ids(scout.body.investment_data),
    page: page.status === 200 && page.body.toString().includes(PITCH),
  };
}

describe('unpublishing a pitch', () => {
  it('when an admin unpublishes it, then it leaves every public place (caches warmed first), the founder sees why and is e-mailed', async () => {
    const seen = await publicSightings();
    expect(seen).toMatchObject({ detail: 200, page: true });
    for (const list of [seen.listing, seen.search, seen.funding, seen.scout]) expect(list).toContain(pitchId);

    const res = await asAdmin(adminUnpublishPitch, { pitch_id: pitchId, reason: 'Misleading figures' });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.pitch).toMatchObject({ status: 'unpublished', unpublished_reason: 'Misleading figures' });

    const gone = await publicSightings();
    expect(gone).toMatchObject({ detail: 404, page: false });
    for (const list of [gone.listing, gone.search, gone.funding, gone.scout])
      expect(list).not.toContain(pitchId);

    const own = await t.call(getPitches, {}, { token: founder.token });
    expect(own.body.pitch_data).toEqual([
      expect.objectContaining({ _id: pitchId, unpublished_reason: 'Misleading figures' }),
    ]);
    const mail = await t.mail.waitFor(founder.email);
    expect(mail?.subject).toBe(`Your pitch ${PITCH} was unpublished`);
    expect(mail?.text).toContain('Misleading figures');
  });

  it("when the founder shows it again themselves, then it stays out of public view: only an admin's restore brings it back", async () => {
    const shown = await t.call(hidePitches, { pitch_id: pitchId, value: false }, { token: founder.token });
    expect(shown.status).toBe(200);
    expect((await t.call(getInvestmentPageDataById, { investment_id: pitchId })).status).toBe(404);

    expect((await asAdmin(adminUnpublishPitch, { pitch_id: pitchId, reason: 'Again' })).status).toBe(409);
    const restored = await asAdmin(adminRestorePitch, { pitch_id: pitchId });
    expect(restored.status, JSON.stringify(restored.body)).toBe(200);
    expect(restored.body.pitch).toMatchObject({ status: 'published', unpublished_reason: null });
    expect((await asAdmin(adminRestorePitch, { pitch_id: pitchId })).status).toBe(409);

    const back = await publicSightings();
    expect(back).toMatchObject({ detail: 200, page: true });
    for (const list of [back.listing, back.search, back.funding, back.scout]) expect(list).toContain(pitchId);
    expect(await auditActions(pitchId)).toEqual(['unpublishPitch', 'restorePitch']);
  });

  it('when listing pitches, then status and text filter them', async () => {
    const published = await asAdmin(adminGetPitches, { status: 'published', q: 'quorbital' });
    expect(published.body.pitches.map((p: { _id: string }) => p._id)).toEqual([pitchId]);
    const unpublished = await asAdmin(adminGetPitches, { status: 'unpublished' });
    expect(unpublished.body.total).toBe(0);
    expect((await asAdmin(adminGetPitches, { status: 'gone' })).status).toBe(400);
  });
});

describe('featuring pitches', () => {
  it(`when ${FEATURED_PITCHES_MAX} are featured, then they come first on the funding page and the next answers 409 with no audit row`, async () => {
    const others: string[] = [];
    for (let i = 0; i < FEATURED_PITCHES_MAX; i += 1) {
      const owner = await anEntrepreneur(t, `Owner${i}`);
      others.push(await aPublishedPitch(t, owner, { name: `Featured ${i}` }));
    }
    await t.call(getFundRaiseData, {});
    for (const id of others.slice(0, FEATURED_PITCHES_MAX - 1)) {
      expect((await asAdmin(adminFeaturePitch, { pitch_id: id, value: true })).status).toBe(200);
    }
    const sixth = await asAdmin(adminFeaturePitch, { pitch_id: pitchId, value: true });
    expect(sixth.body).toMatchObject({
      featured_count: FEATURED_PITCHES_MAX,
      featured_max: FEATURED_PITCHES_MAX,
    });
    const again = await asAdmin(adminFeaturePitch, { pitch_id: pitchId, value: true });
    expect(again.status).toBe(200);

    const seventh = others[FEATURED_PITCHES_MAX - 1] as string;
    const refused = await asAdmin(adminFeaturePitch, { pitch_id: seventh, value: true });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(adminPitchTexts.featureLimit);
    expect(await auditActions(seventh)).toEqual([]);
    expect(await auditActions(pitchId)).toEqual(['unpublishPitch', 'restorePitch', 'featurePitch']);

    const funding = await t.call(getFundRaiseData, {});
    const first = funding.body.investment_data.pitch_data.slice(0, FEATURED_PITCHES_MAX);
    expect(new Set(first.map((p: { _id: string }) => p._id))).toEqual(
      new Set([...others.slice(0, FEATURED_PITCHES_MAX - 1), pitchId]),
    );

    const list = await asAdmin(adminGetPitches, { featured: true });
    expect(list.body.total).toBe(FEATURED_PITCHES_MAX);
    expect((await asAdmin(adminFeaturePitch, { pitch_id: pitchId, value: false })).body.featured_count).toBe(
      FEATURED_PITCHES_MAX - 1,
    );
    expect((await asAdmin(adminFeaturePitch, { pitch_id: seventh, value: true })).status).toBe(200);
  });

  it('when a pitch is not published, then it cannot be featured', async () => {
    const hidden = await aPublishedPitch(t, founder, { name: 'Hidden one', isHidden: true });
    const res = await asAdmin(adminFeaturePitch, { pitch_id: hidden, value: true });
    expect(res.status).toBe(409);
    expect(res.body.message).toBe(adminPitchTexts.featureNotPublic);
  });
});
