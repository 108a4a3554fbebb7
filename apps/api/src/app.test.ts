import { endpoints, getCountries } from '@angelbridge/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openApiDocument } from './http/openapi.js';
import { startTestApp, type TestApp } from './test/harness.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

describe('the API key', () => {
  it('when the key is missing or wrong, then 401 and no data', async () => {
    const missing = await t.call(getCountries, {}, { apiKey: null });
    expect(missing.status).toBe(401);
    expect(missing.body).toEqual({ success: false, message: 'Invalid API key.' });
    const wrong = await t.call(getCountries, {}, { apiKey: 'guess' });
    expect(wrong.status).toBe(401);
  });
});

describe('service endpoints', () => {
  it('health checks the database', async () => {
    const res = await t.http.get('/api/health');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ success: true, database: expect.stringMatching(/pglite|postgres/) });
  });

  it('openapi.json describes every mounted call with its security', async () => {
    const res = await t.http.get('/api/openapi.json');
    expect(res.status).toBe(200);
    expect(res.body.openapi).toBe('3.1.0');
    const countries = res.body.paths['/api/getCountries'].post;
    expect(countries.security).toEqual([{ apiKey: [] }]);
    expect(
      countries.responses['200'].content['application/json'].schema.properties.country_data,
    ).toBeTruthy();
    expect(
      res.body.paths['/api/state/getByCountryId'].post.requestBody.content['application/json'],
    ).toBeTruthy();
    // every call of the contracts, as `pnpm lint:openapi` builds and lints it (openapi.test.ts checks its bounds)
    const linted = JSON.parse(JSON.stringify(openApiDocument(endpoints, 'https://x.example')));
    expect(res.body.paths).toEqual(linted.paths);
  });

  it('docs serve the interactive reference', async () => {
    const page = await t.http.get('/api/docs');
    expect(page.status).toBe(200);
    expect(page.text).toContain('/api/docs/assets/swagger-ui-bundle.js');
    const bundle = await t.http.get('/api/docs/assets/swagger-ui-bundle.js');
    expect(bundle.status).toBe(200);
  });

  it('an unknown call is a JSON 404', async () => {
    const res = await t.call('/noSuchCall');
    expect(res.status).toBe(404);
    expect(res.body.success).toBe(false);
  });

  it('a malformed JSON body is a 400, not a 500', async () => {
    const res = await t.http
      .post('/api/getCountries')
      .set('x-api-key', 'test-api-key')
      .set('content-type', 'application/json')
      .send('{"broken');
    expect(res.status).toBe(400);
    expect(res.body.success).toBe(false);
  });

  it('answers carry security headers and a request id', async () => {
    const res = await t.call(getCountries);
    expect(res.headers['content-security-policy']).toContain("script-src 'self'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-request-id']).toMatch(/.+/);
  });
});

describe('the live-chat widget', () => {
  it('when a widget is configured, then the CSP lets its origin in, and only then', async () => {
    const withChat = await startTestApp({ VITE_CHAT_WIDGET_SRC: 'https://chat.example.net/widget.js' });
    try {
      const res = await withChat.http.get('/api/health');
      const csp = res.headers['content-security-policy'];
      expect(csp).toContain("script-src 'self' https://chat.example.net");
      expect(csp).toContain('wss://chat.example.net');
    } finally {
      await withChat.close();
    }
    const plain = await t.http.get('/api/health');
    expect(plain.headers['content-security-policy']).not.toContain('chat.example.net');
    expect(plain.headers['content-security-policy']).toContain("frame-src 'self';");
  });
});
