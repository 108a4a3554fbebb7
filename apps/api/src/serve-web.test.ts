import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { serveWeb } from '@angelbridge/web/server';
import express from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { preferredEncoding } from './cache/encoding.js';
import { errorHandler } from './http/error-handler.js';
import { rawRequest } from './test/raw-http.js';

let dist: string;
const script = `console.log(${JSON.stringify('x'.repeat(2000))});`;
const app = express();
/** The web app as the API mounts it, without its renderer. */
const served = (webDist: string, apiKey: string) =>
  serveWeb({
    webDist,
    apiKey,
    publicUrl: 'http://localhost:3000',
    hasSession: () => false,
    preferredEncoding,
  });

beforeAll(() => {
  dist = mkdtempSync(path.join(tmpdir(), 'angelbridge-web-'));
  mkdirSync(path.join(dist, 'assets'));
  writeFileSync(path.join(dist, 'index.html'), '<meta name="k" content="%ANGELBRIDGE_API_KEY%">');
  writeFileSync(path.join(dist, 'assets/app-abc123.js'), script);
  writeFileSync(path.join(dist, 'assets/app-abc123.js.br'), brotliCompressSync(script));
  writeFileSync(path.join(dist, 'assets/app-abc123.js.gz'), gzipSync(script));
  writeFileSync(path.join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  const router = served(dist, 'key-"1"');
  if (!router) throw new Error('no build found');
  app.use(router);
});
afterAll(() => rmSync(dist, { recursive: true, force: true }));

const get = (urlPath: string, headers: Record<string, string> = {}) =>
  rawRequest(app, { path: urlPath, headers });

describe('serving the built web app', () => {
  it('when a hashed asset is asked for with brotli accepted, then its .br copy comes, immutable for a year', async () => {
    const res = await get('/assets/app-abc123.js', { 'accept-encoding': 'gzip, br' });
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toMatch(/^text\/javascript|^application\/javascript/);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers.vary).toContain('Accept-Encoding');
    expect(res.body.equals(brotliCompressSync(script))).toBe(true);
  });

  it('when only gzip is accepted, then the .gz copy comes; when nothing is, the file itself', async () => {
    const gz = await get('/assets/app-abc123.js', { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzip(gz.body)).toBe(script);
    const plain = await get('/assets/app-abc123.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe(script);
  });

  it('when an asset is missing, then the answer is 404, not index.html', async () => {
    const res = await get('/assets/gone-999.js', { accept: '*/*' });
    expect(res.status).toBe(404);
    expect(res.body.toString()).not.toContain('<meta');
  });

  it('when a listed asset is deleted under the running server (a rebuild), then the answer is 404, not 500', async () => {
    writeFileSync(path.join(dist, 'assets/old-111.js'), script);
    writeFileSync(path.join(dist, 'assets/old-111.js.br'), brotliCompressSync(script));
    // as the app mounts it: errors reach the app's error handler
    const later = express();
    later.use(served(dist, 'k') as express.Router);
    later.use(errorHandler);
    rmSync(path.join(dist, 'assets/old-111.js'));
    rmSync(path.join(dist, 'assets/old-111.js.br'));
    for (const encoding of ['br', 'identity']) {
      const res = await rawRequest(later, {
        path: '/assets/old-111.js',
        headers: { 'accept-encoding': encoding },
      });
      expect(res.status, encoding).toBe(404);
      expect(res.headers['content-encoding'], encoding).toBeUndefined();
    }
  });

  it('when an unknown path names a file, then the answer is 404', async () => {
    for (const urlPath of ['/logo.png', '/robots.txt', '/assets/']) {
      expect((await get(urlPath, { accept: 'text/html' })).status, urlPath).toBe(404);
    }
  });

  it('when a client route is asked for, then index.html comes, never cached, with the API key filled in', async () => {
    const res = await get('/funding', { accept: 'text/html' });
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.body.toString()).toBe('<meta name="k" content="key-&quot;1&quot;">');
  });

  it('when a path the app has no page for is asked for, then the app comes (it shows its not-found page) with a 404', async () => {
    for (const urlPath of ['/no-such-page', '/project', '/project/1/2', '/funding/extra', '/dev/anything']) {
      const res = await get(urlPath, { accept: 'text/html' });
      expect(res.status, urlPath).toBe(404);
      expect(res.headers['cache-control'], urlPath).toBe('no-cache');
      expect(res.body.toString(), urlPath).toBe('<meta name="k" content="key-&quot;1&quot;">');
    }
  });

  it('when a page is asked for in another case or with a trailing slash, then it is the page, 200', async () => {
    for (const urlPath of ['/', '/FUNDING', '/funding/', '/pitchlist/9/insights', '/Profile/Password?x=1']) {
      expect((await get(urlPath, { accept: 'text/html' })).status, urlPath).toBe(200);
    }
  });

  it('when an unhashed public file is asked for, then it is cached briefly', async () => {
    const res = await get('/favicon.svg');
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=3600');
  });
});

function gunzip(body: Buffer): string {
  return gunzipSync(body).toString();
}
