// The plain Playwright page on purpose: these journeys look at what the first load sends and asks for.
import { expect, type Page, test } from '@playwright/test';
import { fullPitches, listing } from './discovery-support';

const DATA_BLOCK = 'script[type="application/json"]#server-data';

/** The calls (as /api/... paths) the browser makes while `path` loads cold, until the network is quiet. */
async function callsOnColdLoad(page: Page, path: string): Promise<string[]> {
  const calls: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith('/api/')) calls.push(pathname.slice('/api'.length));
  });
  await page.goto(path);
  await page.locator('html[data-ready]').waitFor({ state: 'attached' });
  await page.waitForLoadState('networkidle');
  return calls;
}

/** The calls whose answers the server put into the page, by their query keys' calls. */
async function serverReads(page: Page): Promise<number> {
  const text = await page.locator(DATA_BLOCK).textContent();
  return (JSON.parse(text ?? 'null') as { queries: unknown[] } | null)?.queries.length ?? 0;
}

test.describe('a server-rendered page brings its data along', () => {
  test('on a cold load, the browser asks for none of what the server read', async ({ page, request }) => {
    // six cold loads in a row: 30 s ran out on the fourth at load 18 on 2 cores
    test.slow();
    const pitch = fullPitches(await listing(request))[0];
    if (!pitch) throw new Error('the demo data lists a pitch');
    const pages: [string, string][] = [
      ['/invest', '/getInvestmentPageData'],
      ['/invest?search=solar', '/getInvestmentPageData'],
      [`/project/${pitch._id}`, '/getInvestmentPageDataById'],
      ['/funding', '/getFundRaiseData'],
      ['/term-condition', '/getCms'],
      ['/privacy', '/getCms'],
    ];
    for (const [path, read] of pages) {
      const calls = await callsOnColdLoad(page, path);
      expect(await serverReads(page), path).toBe(1);
      expect(calls, path).not.toContain(read);
    }
  });

  test('the HTML is never stored for another visitor, and a browser with a session gets no data', async ({
    request,
  }) => {
    const guest = await request.get('/funding');
    expect(guest.headers()['cache-control']).toBe('no-cache');
    expect(guest.headers().vary).toContain('Cookie');
    expect(await guest.text()).toContain('id="server-data"');
    const member = await request.get('/funding', { headers: { cookie: 'angelbridge_session=1' } });
    expect(await member.text()).not.toContain('id="server-data"');
  });

  test('a page the server cannot render (its data failed) is rendered by the browser, which asks itself', async ({
    page,
  }) => {
    const calls = await callsOnColdLoad(page, '/project/00000000-0000-4000-8000-000000000000');
    await expect(page.locator(DATA_BLOCK)).toHaveCount(0);
    expect(calls).toContain('/getInvestmentPageDataById');
  });
});
