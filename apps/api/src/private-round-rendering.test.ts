import { certificationTexts } from '@angelbridge/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './test/harness.js';
import { anEntrepreneur } from './test/pitches.js';
import { aPrivateRound } from './test/private-rounds.js';
import { rawRequest } from './test/raw-http.js';
import { aWebBuild } from './test/stand-in-web-build.js';

/**
 * A stand-in renderer that puts the whole answer it was given into the page, its data block and its meta:
 * whatever the API hands a guest's render, these tests see in the HTML.
 */
const RENDERER = `
export const readCalls = ['/getInvestmentPageDataById'];
export function sanitizeIn() {}
export async function loadPage(url, answer) {
  const [, page, id] = new URL(url, 'http://localhost').pathname.split('/');
  if (page !== 'project') return { status: 200 };
  const { status, json } = await answer('/getInvestmentPageDataById', { investment_id: id });
  if (status !== 200) return { status: 404 };
  const p = json.investment_data;
  const text = JSON.stringify(json).replace(/</g, '');
  return {
    status: 200,
    meta: { title: p.name_of_pitch, description: p.short_summary + ' ' + (p.target ?? ''), image: p.img, path: '/project/' + id },
    data: JSON.stringify(json),
    render: async () => '<h1>' + p.name_of_pitch + '</h1><pre>' + text + '</pre>',
  };
}
`;

let t: TestApp;
let build: ReturnType<typeof aWebBuild> | undefined;
let privateId: string;
const TARGET = 919_191;

beforeAll(async () => {
  build = aWebBuild(RENDERER);
  t = await startTestApp({ WEB_DIST: build.dist, PUBLIC_URL: 'https://angelbridge.example' });
  privateId = await aPrivateRound(t, await anEntrepreneur(t, 'Olga'), { name: 'Sotto Voce', target: TARGET });
});
afterAll(async () => {
  await t?.close();
  build?.remove();
});

describe('a private round rendered on the server (issue 32)', () => {
  it('when a guest opens it, then the HTML, its data block and its og tags carry the teaser and no target', async () => {
    const res = await rawRequest(t.app, { path: `/project/${privateId}`, headers: { accept: 'text/html' } });
    const html = res.body.toString();
    expect(res.status).toBe(200);
    expect(html).toContain('<h1>Sotto Voce</h1>');
    expect(html).toContain(certificationTexts.teaser);
    expect(html).toContain('og:title');
    expect(html).not.toContain(String(TARGET));
    expect(html).not.toContain('min_per_investor');
    expect(html).not.toContain('funding_raised');
    expect(html).not.toContain('Grace Hopper');
  });
});
