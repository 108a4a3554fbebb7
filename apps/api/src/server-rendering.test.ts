import { RENDERS_PER_MINUTE } from '@angelbridge/web/server';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pitches } from './db/schema/index.js';
import { startTestApp, TEST_API_KEY, type TestApp } from './test/harness.js';
import { loggedApp } from './test/logged-app.js';
import { insertPerson } from './test/people.js';
import { insertPitch } from './test/pitches.js';
import { rawRequest } from './test/raw-http.js';
import { aWebBuild } from './test/stand-in-web-build.js';

/**
 * A stand-in for the web build's renderer (apps/web/src/entry-server.tsx), with the same exports: it
 * reads its data through the answerer it is given, so these tests see what the server hands a render
 * and what it does with the markup and the answers. `?case=` picks a misbehaviour.
 */
const RENDERER = `
export const readCalls = ['/getInvestmentPageData', '/getInvestmentPageDataById'];
let renders = 0;
let dom = null;
export function sanitizeIn(window) {
  dom = window;
}
export async function loadPage(url, answer) {
  const { pathname, searchParams } = new URL(url, 'http://localhost');
  const [, page, id] = pathname.split('/');
  const reach = searchParams.get('reach');
  if (reach) {
    const { status } = await answer('/' + reach, {});
    return { status: 200, data: 'null', render: async () => '<p>status ' + status + '</p>' };
  }
  if (searchParams.get('case') === 'dom') {
    const text = new dom.DOMParser().parseFromString('<p>cleaned in a DOM</p>', 'text/html').body.innerHTML;
    return { status: 200, data: 'null', render: async () => text };
  }
  if (searchParams.get('case') === 'throws') throw new Error('the renderer broke');
  if (searchParams.get('case') === 'slow') {
    return {
      status: 200,
      data: 'null',
      render: (signal) => new Promise((_, reject) => signal.addEventListener('abort', () => reject(signal.reason))),
    };
  }
  if (page !== 'project') return { status: 200 };
  const { status, json } = await answer('/getInvestmentPageDataById', { investment_id: id });
  if (status === 404 || status === 400) return { status: 404 };
  const { name_of_pitch: name, short_summary, img } = json.investment_data;
  return {
    status: 200,
    meta: { title: name, description: short_summary, image: img, path: '/project/' + id.toLowerCase() },
    data: JSON.stringify({ name }),
    render: async () => '<link rel="preload" as="image" href="/x.png"/><title>' + name + '</title><h1>' + name + '</h1><p>render ' + ++renders + '</p>',
  };
}
`;

const ORIGIN = 'https://angelbridge.example';

let t: TestApp;
const INDEX_HTML =
  '<html><head><meta name="description" content="Where ideas &amp; investors meet." /><title>AngelBridge</title></head><body><div id="root"></div></body></html>';
let build: ReturnType<typeof aWebBuild> | undefined;
let pitchId: string;
let hiddenId: string;
let draftId: string;

beforeAll(async () => {
  build = aWebBuild(RENDERER, INDEX_HTML);
  t = await startTestApp({ WEB_DIST: build.dist, PUBLIC_URL: ORIGIN });
  const { id: ownerId } = await insertPerson(t.db, { firstName: 'Amara', lastName: 'Okafor' });
  pitchId = await insertPitch(t.db, { ownerId, name: 'LedgerLoop' });
  hiddenId = await insertPitch(t.db, { ownerId, name: 'Quiet', isHidden: true });
  draftId = await insertPitch(t.db, { ownerId, name: 'Sketch', draft: true });
});
afterAll(async () => {
  await t?.close();
  build?.remove();
});

const page = async (urlPath: string, headers: Record<string, string> = {}) => {
  const res = await rawRequest(t.app, { path: urlPath, headers: { accept: 'text/html', ...headers } });
  return { ...res, html: res.body.toString() };
};
const rootOf = (html: string) => /<div id="root"(?: data-server-rendered)?>(.*?)<\/div>/.exec(html)?.[1];
const BARE = '<div id="root"></div>';

describe('pages rendered on the server for guests', () => {
  it('when a guest opens a pitch, then its markup is in #root, its title in the head, marked for the browser to hydrate', async () => {
    const res = await page(`/project/${pitchId}`);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.headers.vary).toContain('Cookie');
    expect(res.html).toContain(
      '<link rel="preload" as="image" href="/x.png"/><title>LedgerLoop</title><link rel="canonical"',
    );
    expect(rootOf(res.html)).toMatch(/^<h1>LedgerLoop<\/h1><p>render \d+<\/p>$/);
    expect(res.html).toContain('<div id="root" data-server-rendered><h1>LedgerLoop</h1>');
  });

  it('when a page is rendered, then the answers it came from follow #root as a JSON block, with no raw "<"', async () => {
    const res = await page(`/project/${pitchId}`);
    expect(res.html).toMatch(
      /<\/div><script type="application\/json" id="server-data">\{"name":"LedgerLoop[^"]*"\}<\/script>/,
    );
    const { id: ownerId } = await insertPerson(t.db, { firstName: 'Ada', lastName: 'Byte' });
    const sly = await insertPitch(t.db, { ownerId, name: '</script><script>alert(1)</script>' });
    const block = /id="server-data">(.*?)<\/script>/.exec((await page(`/project/${sly}`)).html)?.[1] ?? '';
    expect(block).not.toContain('<');
    expect(JSON.parse(block)).toEqual({ name: '</script><script>alert(1)</script>' });
  });

  it('when the browser holds a session (its hint cookie), then the page comes bare: the browser renders it as theirs', async () => {
    const res = await page(`/project/${pitchId}`, { cookie: 'other=1; angelbridge_session=1' });
    expect(res.html).toContain(BARE);
    expect(res.html).toContain('<title>AngelBridge</title>');
    expect(res.html).not.toContain('data-server-rendered');
  });

  it('when the same page is asked again, then the markup is reused; when its data changes, it is rendered anew', async () => {
    const first = rootOf((await page(`/project/${pitchId}`)).html);
    expect(rootOf((await page(`/project/${pitchId}`)).html)).toBe(first);
    await t.db.update(pitches).set({ nameOfPitch: 'LedgerLoop Two' }).where(eq(pitches.id, pitchId));
    const changed = rootOf((await page(`/project/${pitchId}`)).html);
    expect(changed).toMatch(/^<h1>LedgerLoop Two<\/h1>/);
    expect(changed).not.toBe(first);
  });

  it('when no guest may see the pitch (hidden, draft, unknown, a malformed id, a NUL byte), then the bare app with a 404', async () => {
    // the bare app, without the shared-link tags of a pitch someone may see
    const shell = (await page('/no-such-page')).html;
    for (const id of [hiddenId, draftId, '00000000-0000-4000-8000-000000000000', 'not-an-id', '%00']) {
      const res = await page(`/project/${id}`);
      expect(res.status, id).toBe(404);
      expect(res.html, id).toBe(shell);
      // its owner's browser (with a session) gets that same app, which asks for the pitch with their token
      const owners = await page(`/project/${id}`, { cookie: 'angelbridge_session=1' });
      expect(owners.html, id).toBe(shell);
    }
    expect((await page(`/project/${pitchId}`, { cookie: 'angelbridge_session=1' })).status).toBe(200);
  });

  it('when a path is no page of the app, then the bare app with a 404; /api stays JSON', async () => {
    for (const urlPath of ['/no-such-page', '/project', '/project/a/b']) {
      const res = await page(urlPath);
      expect(res.status, urlPath).toBe(404);
      expect(res.html, urlPath).toContain(BARE);
    }
    const api = await rawRequest(t.app, {
      path: '/api/nothing',
      headers: { accept: 'text/html', 'x-api-key': TEST_API_KEY },
    });
    expect(api.status).toBe(404);
    expect(JSON.parse(api.body.toString())).toMatchObject({ success: false });
  });

  it('when a render reaches for a call its renderer does not name as a read, then it gets 404, whatever the call', async () => {
    for (const call of ['getUserDetails', 'doLogin', 'getPitches', 'getCms', 'nothing']) {
      expect(rootOf((await page(`/invest?reach=${call}`)).html)).toBe('<p>status 404</p>');
    }
    expect(rootOf((await page('/invest?reach=getInvestmentPageData')).html)).toBe('<p>status 200</p>');
  });

  it('when the renderer loads, then the server hands it a DOM to clean CMS texts in: Node has none', async () => {
    expect(rootOf((await page('/about-us?case=dom')).html)).toBe('<p>cleaned in a DOM</p>');
  });

  it('when the renderer throws, takes too long, or does not render the page, then the page comes bare, never an error', async () => {
    for (const urlPath of [
      '/about-us?case=throws',
      '/about-us?case=slow',
      '/login',
      `/project/${pitchId}?${'q'.repeat(3000)}`,
    ]) {
      const res = await page(urlPath);
      expect(res.status, urlPath).toBe(200);
      expect(res.html, urlPath).toContain(BARE);
      expect(res.html, urlPath).not.toContain('id="server-data"');
    }
  });

  it('when the renderer throws, then the log says which request went bare, and why', async () => {
    const { app, log } = loggedApp(t);
    const res = await rawRequest(app, { path: '/about-us?case=throws', headers: { accept: 'text/html' } });
    expect(res.body.toString()).toContain(BARE);
    const line = log()
      .split('\n')
      .find((l) => l.includes('a page could not be loaded on the server'));
    expect(line).toContain('the renderer broke');
    expect(line).toContain(`"id":"${res.headers['x-request-id']}"`);
  });

  it('when one address makes the server render page after page, then past the limit it gets bare pages', async () => {
    const roots: (string | undefined)[] = [];
    // twice the limit and one: past it within one minute, even if a new minute begins during the loop
    for (let i = 0; i <= 2 * RENDERS_PER_MINUTE; i += 1) {
      roots.push(rootOf((await page(`/project/${pitchId}?n=${i}`)).html));
    }
    expect(roots[0]).toMatch(/^<h1>/);
    expect(roots).toContain('');
    // 121 renders one after another: 20 s ran out at load 13 on 2 cores
  }, 90_000);

  it('when a file-like path or a non-HTML request comes, then no render is tried', async () => {
    expect((await page('/assets/missing.js')).status).toBe(404);
    const json = await rawRequest(t.app, {
      path: `/project/${pitchId}`,
      headers: { accept: 'application/json' },
    });
    expect(json.body.toString()).not.toContain('LedgerLoop');
  });
});

describe('what a shared link shows (Open Graph, Twitter card, canonical URL)', () => {
  /** The head's tags as name → content, entities left as sent. */
  const tagsOf = (html: string) => {
    const head = /<head>(.*)<\/head>/s.exec(html)?.[1] ?? '';
    const tags = new Map<string, string>();
    for (const [, name, content] of head.matchAll(/<meta (?:property|name)="([^"]+)" content="([^"]*)"/g))
      tags.set(name as string, content as string);
    const canonical = /<link rel="canonical" href="([^"]*)">/.exec(head)?.[1];
    return { tags, canonical, head };
  };

  it('when a pitch page is opened, then its name, summary, cover and one address are in the head, absolute from PUBLIC_URL', async () => {
    await t.db
      .update(pitches)
      .set({ coverPage: '/uploads/covers/ledger.webp' })
      .where(eq(pitches.id, pitchId));
    // a trailing slash and a query string (a campaign tag) name the same one canonical URL
    const res = await page(`/project/${pitchId}/?utm_source=mail`);
    const { tags, canonical } = tagsOf(res.html);
    const url = `${ORIGIN}/project/${pitchId}`;
    expect(canonical).toBe(url);
    expect(tags.get('og:url')).toBe(url);
    expect(tags.get('og:title')).toMatch(/^LedgerLoop/);
    expect(tags.get('og:description')).toMatch(/^LedgerLoop.* in one line\.$/);
    expect(tags.get('description')).toBe(tags.get('og:description'));
    expect(tags.get('og:image')).toBe(`${ORIGIN}/uploads/covers/ledger.webp`);
    expect(tags.get('og:type')).toBe('article');
    expect(tags.get('twitter:card')).toBe('summary_large_image');
    // the same tags for a browser with a session: the pitch is the same for everyone who may see it
    const owners = tagsOf((await page(`/project/${pitchId}`, { cookie: 'angelbridge_session=1' })).html);
    expect(owners.tags.get('og:image')).toBe(`${ORIGIN}/uploads/covers/ledger.webp`);
  });

  it('when a pitch name holds quotes, markup or </script>, then every tag holds it escaped and nothing breaks out', async () => {
    const { id: ownerId } = await insertPerson(t.db, { firstName: 'Eve', lastName: 'Quote' });
    const name = `"Bold" <b>&</b> 'co' </script><script>alert(1)</script>`;
    const id = await insertPitch(t.db, { ownerId, name, summary: 'A "quoted" <summary>' });
    await t.db.update(pitches).set({ coverPage: 'javascript:alert(1)' }).where(eq(pitches.id, id));
    const { tags, head } = tagsOf((await page(`/project/${id}`)).html);
    expect(tags.get('og:title')).toBe(
      '&quot;Bold&quot; &lt;b&gt;&amp;&lt;/b&gt; &#39;co&#39; &lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt;',
    );
    expect(tags.get('og:description')).toBe('A &quot;quoted&quot; &lt;summary&gt;');
    expect(head.match(/<meta property="og:title"/g)).toHaveLength(1);
    // a picture that is no web address is not sent: the site's own picture stands in
    expect(tags.get('og:image')).toBe(`${ORIGIN}/og-image.png`);
  });

  it('when another page of the app is opened, then the defaults: its title, the site description and picture, its canonical address', async () => {
    const res = await page('/INVEST/?search=solar');
    const { tags, canonical } = tagsOf(res.html);
    expect(canonical).toBe(`${ORIGIN}/invest`);
    expect(tags.get('og:url')).toBe(`${ORIGIN}/invest`);
    expect(tags.get('og:title')).toBe('AngelBridge');
    expect(tags.get('og:site_name')).toBe('AngelBridge');
    expect(tags.get('og:description')).toBe('Where ideas &amp; investors meet.');
    expect(tags.get('og:image')).toBe(`${ORIGIN}/og-image.png`);
    expect(tags.get('og:type')).toBe('website');
    expect(tags.get('twitter:card')).toBe('summary_large_image');
    expect(tagsOf((await page('/')).html).canonical).toBe(`${ORIGIN}/`);
  });

  it('when a page does not exist (no such path, a pitch no guest may see), then no shared-link tags', async () => {
    for (const urlPath of ['/no-such-page', `/project/${hiddenId}`, '/project/not-an-id']) {
      const { tags, canonical } = tagsOf((await page(urlPath)).html);
      expect(canonical, urlPath).toBeUndefined();
      expect(tags.has('og:title'), urlPath).toBe(false);
    }
  });
});
