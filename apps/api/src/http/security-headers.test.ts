import type { IncomingMessage } from 'node:http';
import { getCountries } from '@angelbridge/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, TEST_API_KEY, type TestApp } from '../test/harness.js';
import { isHttps } from './security-headers.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const cachedRead = (headers: Record<string, string> = {}) =>
  t.http
    .post(`/api${getCountries.path}`)
    .set({ 'x-api-key': TEST_API_KEY, 'content-type': 'application/json', ...headers })
    .send('{}');

describe('security headers', () => {
  it('when a request comes over plain HTTP, then no HSTS, on the full path and on the cached fast path', async () => {
    const health = await t.http.get('/api/health');
    expect(health.headers['strict-transport-security']).toBeUndefined();
    await cachedRead();
    const fast = await cachedRead();
    expect(fast.status).toBe(200);
    expect(fast.headers['strict-transport-security']).toBeUndefined();
  });

  it('when a trusted proxy says the browser came over HTTPS, then HSTS, on both paths', async () => {
    const https = { 'X-Forwarded-Proto': 'https' };
    const health = await t.http.get('/api/health').set(https);
    expect(health.headers['strict-transport-security']).toMatch(/^max-age=31536000/);
    await cachedRead(https);
    const fast = await cachedRead(https);
    expect(fast.headers['strict-transport-security']).toMatch(/^max-age=31536000/);
  });

  it('when any page or call answers, then Permissions-Policy turns off the features the app does not use', async () => {
    for (const res of [
      await t.http.get('/api/health'),
      await cachedRead(),
      await t.http.get('/no-such-page'),
    ]) {
      const policy = res.headers['permissions-policy'] ?? '';
      for (const feature of ['camera', 'microphone', 'geolocation', 'payment', 'usb']) {
        expect(policy).toContain(`${feature}=()`);
      }
      // the Share button uses these
      expect(policy).not.toContain('web-share=()');
      expect(policy).not.toContain('clipboard-write=()');
    }
  });

  it('when X-Forwarded-Proto comes from a sender that is not trusted, then it is not believed', () => {
    const req = (encrypted: boolean) =>
      ({
        socket: { encrypted, remoteAddress: '203.0.113.7' },
        headers: { 'x-forwarded-proto': 'https' },
      }) as unknown as IncomingMessage;
    expect(isHttps(req(false), () => false)).toBe(false);
    expect(isHttps(req(false), () => true)).toBe(true);
    expect(isHttps(req(true), () => false)).toBe(true);
  });
});
