import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { serveWeb } from '@angelbridge/web/server';
import express from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { preferredEncoding } from './cache/encoding.js';
import { rawRequest } from './test/raw-http.js';

/** A renderer that renders /login and names the module its route loaded (entry-server.tsx does). */
const RENDERER = `
export const readCalls = [];
export function sanitizeIn() {}
export async function loadPage(url) {
  if (new URL(url, 'http://localhost').pathname !== '/login') return { status: 200 };
  return { status: 200, data: 'null', render: async () => '<h1>Sign in</h1>', modules: ['src/login-page.tsx'] };
}
`;

/** The client build's manifest: the entry (preloaded by index.html already) and the login page's chunks. */
const MANIFEST = {
  'index.html': { file: 'assets/index-1.js', imports: ['_react-1.js'] },
  '_react-1.js': { file: 'assets/react-1.js' },
  'src/login-page.tsx': { file: 'assets/login-page-1.js', imports: ['index.html', '_form-1.js'] },
  '_form-1.js': { file: 'assets/form-1.js', imports: ['_react-1.js'] },
};

let work: string;
const app = express();

beforeAll(() => {
  work = mkdtempSync(path.join(tmpdir(), 'angelbridge-preloads-'));
  const dist = path.join(work, 'dist');
  mkdirSync(path.join(dist, '.vite'), { recursive: true });
  mkdirSync(path.join(work, 'dist-ssr'));
  writeFileSync(
    path.join(dist, 'index.html'),
    '<html><head><script type="module" src="/assets/index-1.js"></script>' +
      '<link rel="modulepreload" href="/assets/react-1.js"></head><body><div id="root"></div></body></html>',
  );
  writeFileSync(path.join(dist, '.vite', 'manifest.json'), JSON.stringify(MANIFEST));
  writeFileSync(path.join(work, 'dist-ssr', 'entry-server.js'), RENDERER);
  const router = serveWeb({
    webDist: dist,
    apiKey: 'k',
    publicUrl: 'http://localhost:3000',
    pageCalls: () => async () => ({ status: 200, text: 'null' }),
    hasSession: () => false,
    preferredEncoding,
  });
  if (!router) throw new Error('no build found');
  app.use(router);
});
afterAll(() => rmSync(work, { recursive: true, force: true }));

const preloadsOf = (html: string) =>
  [...html.matchAll(/<link rel="modulepreload" fetchpriority="low" crossorigin href="([^"]+)">/g)].map(
    (m) => m[1],
  );

describe('a rendered page preloads its own code (issue 31: usable soon after first paint)', () => {
  it('when a guest opens a rendered page, then its route chunk and their imports are modulepreloaded, except what index.html preloads', async () => {
    const res = await rawRequest(app, { path: '/login' });
    const html = res.body.toString('utf8');
    expect(res.status).toBe(200);
    expect(html).toContain('<h1>Sign in</h1>');
    expect(preloadsOf(html).sort()).toEqual(['/assets/form-1.js', '/assets/login-page-1.js']);
    expect(html.indexOf('/assets/login-page-1.js')).toBeLessThan(html.indexOf('</head>'));
  });

  it('when the build manifest is asked for, then it is not sent: the server reads it, nobody else', async () => {
    expect((await rawRequest(app, { path: '/.vite/manifest.json' })).status).toBe(404);
  });
});
