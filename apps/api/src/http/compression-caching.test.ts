import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { getCms, getCountries, getFundRaiseData } from '@angelbridge/contracts';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startTestApp, TEST_API_KEY, type TestApp } from '../test/harness.js';
import { insertPerson } from '../test/people.js';
import { rawRequest } from '../test/raw-http.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const post = (path: string, headers: Record<string, string> = {}, body: object = {}) =>
  rawRequest(t.app, {
    method: 'POST',
    path: `/api${path}`,
    headers: { 'content-type': 'application/json', 'x-api-key': TEST_API_KEY, ...headers },
    body: JSON.stringify(body),
  });

const json = (buffer: Buffer) => JSON.parse(buffer.toString('utf8'));

describe('compression of API answers', () => {
  it('when the client accepts brotli, then countries come brotli-compressed and decompress to the same answer', async () => {
    const plain = await post(getCountries.path);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.length).toBeGreaterThan(1024);
    const br = await post(getCountries.path, { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toContain('Accept-Encoding');
    expect(br.body.length).toBeLessThan(plain.body.length / 3);
    expect(json(brotliDecompressSync(br.body))).toEqual(json(plain.body));
  });

  it('when the client accepts only gzip, then the answer is gzipped', async () => {
    const res = await post(getCountries.path, { 'accept-encoding': 'gzip' });
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(json(gunzipSync(res.body)).country_data.length).toBeGreaterThan(200);
  });

  it('when an uncached JSON answer is over 1 KB, then it is compressed too', async () => {
    const res = await rawRequest(t.app, {
      path: '/api/openapi.json',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(json(gunzipSync(res.body)).openapi).toBeDefined();
  });

  it('when an answer is under 1 KB, then it goes uncompressed', async () => {
    const res = await post('/noSuchCall', { 'accept-encoding': 'gzip, br' });
    expect(res.status).toBe(404);
    expect(res.headers['content-encoding']).toBeUndefined();
  });
});

describe('ETags of reference data', () => {
  it('when the client sends the ETag it holds, then the answer is 304 with no body', async () => {
    const first = await post(getCountries.path);
    const etag = first.headers.etag;
    expect(etag).toMatch(/^"[\w-]+"$/);
    expect(first.headers['cache-control']).toBe('no-cache');
    const again = await post(getCountries.path, { 'if-none-match': etag as string });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
  });

  it('when the ETag is another one, then the full answer comes', async () => {
    const res = await post(getCountries.path, { 'if-none-match': '"something-else"' });
    expect(res.status).toBe(200);
    expect(json(res.body).country_data.length).toBeGreaterThan(200);
  });

  it('when CMS pages are asked for, then each code has its own ETag', async () => {
    const terms = await post(getCms.path, {}, { cms_code: 'terms_condition' });
    const privacy = await post(getCms.path, {}, { cms_code: 'privacy_policy' });
    expect(terms.status).toBe(200);
    expect(privacy.status).toBe(200);
    expect(terms.headers.etag).not.toBe(privacy.headers.etag);
  });

  it('when the input is invalid, then the cache is not consulted and the answer is 400', async () => {
    const res = await post(getCms.path, {}, { cms_code: 'nope' });
    expect(res.status).toBe(400);
  });
});

describe('/getFundRaiseData from the public cache', () => {
  it('when a profile is written, then the next answer shows it at once (the write NOTIFY empties the cache)', async () => {
    const before = await post(getFundRaiseData.path);
    const cached = await post(getFundRaiseData.path, { 'if-none-match': before.headers.etag as string });
    expect(cached.status).toBe(304);

    await insertPerson(t.db, {
      type: 'investor',
      firstName: 'Newly',
      lastName: 'Cached',
      photo: '/uploads/newly-cached.png',
      bio: 'Angel investor in climate hardware for ten years, now backing early founders.',
      expertise: ['Fintech'],
      desiredProjects: ['Technology'],
      investment: { min: 5_000, max: 50_000 },
    });
    await vi.waitFor(
      async () => {
        const after = await post(getFundRaiseData.path, { 'if-none-match': before.headers.etag as string });
        expect(after.status).toBe(200);
        const names = json(after.body).investment_data.investor_data.map(
          (p: { last_name: string }) => p.last_name,
        );
        expect(names).toContain('Cached');
        // vi.waitFor's default second is too short for a NOTIFY on a busy machine
      },
      { timeout: 15_000 },
    );
  });
});
