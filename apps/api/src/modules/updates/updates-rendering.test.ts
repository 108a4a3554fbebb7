import { SESSION_HINT_COOKIE } from '@angelbridge/contracts/calls';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/harness.js';
import { rawRequest } from '../../test/raw-http.js';
import { aWebBuild } from '../../test/stand-in-web-build.js';
import { anUpdateScene, aPublishedUpdate, type UpdateScene } from '../../test/updates.js';

/**
 * A stand-in renderer that asks for every updates call a page could want, with the update id from the
 * path, and writes whatever it was answered into the page, its data block and its title: whatever the
 * server would hand a render of /updates or /updates/<id>, these tests see in the HTML.
 */
const RENDERER = `
export const readCalls = ['/getUpdates', '/getUpdate', '/getPitchMetrics', '/getPortfolioMetrics'];
export function sanitizeIn() {}
export async function loadPage(url, answer) {
  const { pathname, searchParams } = new URL(url, 'http://localhost');
  const [, page, id] = pathname.split('/');
  if (page !== 'updates') return { status: 200 };
  const answers = [
    await answer('/getUpdates', {}),
    await answer('/getUpdate', { update_id: id }),
    await answer('/getPitchMetrics', { pitch_id: searchParams.get('pitch') }),
    await answer('/getPortfolioMetrics', {}),
  ];
  const text = JSON.stringify(answers).replace(/</g, '');
  return {
    status: 200,
    meta: { title: text.slice(0, 200), description: text.slice(0, 300), path: '/updates' },
    data: JSON.stringify(answers),
    render: async () => '<pre>' + text + '</pre>',
  };
}
`;

let t: TestApp;
let s: UpdateScene;
let build: ReturnType<typeof aWebBuild> | undefined;
let updateId: string;
const TITLE = 'Secret quarter for investors only';

beforeAll(async () => {
  build = aWebBuild(RENDERER);
  t = await startTestApp({ WEB_DIST: build.dist, PUBLIC_URL: 'https://angelbridge.example' });
  s = await anUpdateScene(t);
  updateId = await aPublishedUpdate(t, s.founder, s.pitchId, {
    title: TITLE,
    metrics: [{ key: 'burn-rate', label: 'Burn rate', value: 987_654, unit: 'currency', period: '2026-03' }],
  });
});
afterAll(async () => {
  await t?.close();
  build?.remove();
});

const page = async (pathname: string, cookie?: string) => {
  const res = await rawRequest(t.app, {
    path: pathname,
    headers: { accept: 'text/html', ...(cookie ? { cookie } : {}) },
  });
  expect(res.status).toBe(200);
  return res.body.toString();
};

describe('updates in server-rendered pages', () => {
  it('when a guest opens /updates or /updates/<id>, then the HTML holds no title or metric of an update', async () => {
    for (const pathname of ['/updates', `/updates/${updateId}?pitch=${s.pitchId}`]) {
      const html = await page(pathname);
      // the renderer ran and was refused every call: none is open to guests
      expect(html).toContain('<pre>');
      expect(html).toContain('404');
      for (const secret of [TITLE, 'Burn rate', 'burn-rate', '987654', '987,654', s.pitchName])
        expect(html).not.toContain(secret);
    }
  });

  it('when a signed-in browser opens them, then it gets the bare page, which holds nothing of the update', async () => {
    for (const pathname of ['/updates', `/updates/${updateId}?pitch=${s.pitchId}`]) {
      const html = await page(pathname, `${SESSION_HINT_COOKIE}=1`);
      expect(html).not.toContain('<pre>');
      expect(html).not.toContain(TITLE);
      expect(html).not.toContain('Burn rate');
    }
  });
});
