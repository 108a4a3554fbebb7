import { getCms, getCmsVersions, publishCms, saveCmsDraft } from '@angelbridge/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../../db/client.js';
import { signedInAdmin } from '../../../test/admin.js';
import { startTestApp, type TestApp } from '../../../test/harness.js';
import { anEntrepreneur } from '../../../test/pitches.js';

let t: TestApp;
let admin: { token: string; userId: string };
beforeAll(async () => {
  t = await startTestApp();
  admin = await signedInAdmin(t);
});
afterAll(() => t.close());

const asAdmin = (endpoint: Parameters<TestApp['call']>[0], body: object) =>
  t.call(endpoint, body, { token: admin.token });
const versions = async (code: string) => (await asAdmin(getCmsVersions, { cms_code: code })).body.versions;
const publicPage = async (code: string) => (await t.call(getCms, { cms_code: code })).body.cms_data;
const auditActions = async (targetId: string) =>
  (
    await queryRows<{ action: string }>(
      t.db,
      sql`select action from admin_audit_log where target_id::text = ${targetId} order by created_at`,
    )
  ).map((row) => row.action);

describe('CMS versions', () => {
  it('when nothing was edited yet, then each page has its seeded text as the one live version', async () => {
    const list = await versions('privacy_policy');
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({
      status: 'published',
      current: true,
      title: 'Privacy Policy',
      created_by: null,
    });
  });

  it('when a draft is saved twice, then it is one draft, and the public page is unchanged', async () => {
    const before = await publicPage('terms_condition');
    const first = await asAdmin(saveCmsDraft, {
      cms_code: 'terms_condition',
      title: 'Terms v2',
      content: '<p>One</p>',
    });
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    const second = await asAdmin(saveCmsDraft, {
      cms_code: 'terms_condition',
      title: 'Terms v2',
      content: '<p>Two</p>',
    });
    expect(second.body.version._id).toBe(first.body.version._id);
    const list = await versions('terms_condition');
    expect(list.filter((v: { status: string }) => v.status === 'draft')).toEqual([
      expect.objectContaining({ content: '<p>Two</p>', current: false }),
    ]);
    expect(await publicPage('terms_condition')).toMatchObject({
      title: before.title,
      content: before.content,
    });
    expect(await auditActions(first.body.version._id)).toEqual(['saveCmsDraft', 'saveCmsDraft']);
  });

  it('when the draft is published, then /getCms answers it at once (its cache emptied) and the history keeps the old one', async () => {
    const old = await publicPage('terms_condition'); // primes the public cache
    const draft = (await versions('terms_condition')).find((v: { status: string }) => v.status === 'draft');
    const res = await asAdmin(publishCms, { version_id: draft._id });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.version).toMatchObject({ status: 'published', current: true });
    await expect.poll(async () => (await publicPage('terms_condition')).content).toBe('<p>Two</p>');
    const list = await versions('terms_condition');
    expect(list.map((v: { status: string }) => v.status)).toEqual(['published', 'published']);
    expect(list[1]).toMatchObject({ content: old.content, current: false });
    expect(await auditActions(draft._id)).toContain('publishCms');
  });

  it('when an older version is restored, then it is live again as a new version and nothing is lost', async () => {
    const list = await versions('terms_condition');
    const seeded = list.find((v: { current: boolean }) => !v.current);
    const res = await asAdmin(publishCms, { version_id: seeded._id });
    expect(res.status).toBe(200);
    expect(res.body.version._id).not.toBe(seeded._id);
    await expect.poll(async () => (await publicPage('terms_condition')).content).toBe(seeded.content);
    const after = await versions('terms_condition');
    expect(after).toHaveLength(3);
    expect(after[0]).toMatchObject({
      _id: res.body.version._id,
      current: true,
      created_by: expect.any(String),
    });
    expect(await auditActions(res.body.version._id)).toEqual(['restoreCms']);
  });

  it('when the input is bad or the version unknown, then 400/404 and nothing is written', async () => {
    const count = (await versions('privacy_policy')).length;
    const noTitle = await asAdmin(saveCmsDraft, {
      cms_code: 'privacy_policy',
      title: ' ',
      content: '<p>x</p>',
    });
    expect(noTitle.status).toBe(400);
    expect(noTitle.body.errors.title).toBeDefined();
    const huge = await asAdmin(saveCmsDraft, {
      cms_code: 'privacy_policy',
      title: 'Big',
      content: 'x'.repeat(200_001),
    });
    expect(huge.status).toBe(400);
    const badCode = await asAdmin(saveCmsDraft, { cms_code: 'cookies', title: 'C', content: '<p>x</p>' });
    expect(badCode.status).toBe(400);
    const unknown = await asAdmin(publishCms, { version_id: '00000000-0000-4000-8000-000000000000' });
    expect(unknown.status).toBe(404);
    expect(await versions('privacy_policy')).toHaveLength(count);
  });

  it('when a non-admin calls, then 401/403', async () => {
    const founder = await anEntrepreneur(t);
    expect((await t.call(getCmsVersions, { cms_code: 'terms_condition' })).status).toBe(401);
    const res = await t.call(
      publishCms,
      { version_id: '00000000-0000-4000-8000-000000000000' },
      { token: founder.token },
    );
    expect(res.status).toBe(403);
  });
});
