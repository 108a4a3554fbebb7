import { getCms } from '@angelbridge/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/harness.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

describe('/getCms', () => {
  it('when the terms are asked for, then the AngelBridge terms come as HTML', async () => {
    const res = await t.call(getCms, { cms_code: 'terms_condition' });
    expect(res.status).toBe(200);
    expect(res.body.cms_data).toMatchObject({ cms_code: 'terms_condition', title: 'Terms and Conditions' });
    expect(res.body.cms_data.content).toContain('AngelBridge');
    expect(res.body.cms_data.content).toContain('<h2>');
  });

  it('when the privacy policy is asked for, then it comes', async () => {
    const res = await t.call(getCms, { cms_code: 'privacy_policy' });
    expect(res.body.cms_data.title).toBe('Privacy Policy');
  });

  it('when the code is unknown, then 400 says which codes exist', async () => {
    const res = await t.call(getCms, { cms_code: 'cookies' });
    expect(res.status).toBe(400);
    expect(res.body.errors.cms_code).toBe("cms_code must be 'terms_condition' or 'privacy_policy'.");
  });
});
