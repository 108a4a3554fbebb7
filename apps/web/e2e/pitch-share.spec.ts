import { fullPitches, listing } from './discovery-support';
import { expect, test } from './fixtures';

/**
 * Issue 23: a shared pitch link shows the pitch (its server-rendered head has the card's tags), and the
 * pitch page's Share button copies its address where the browser has no share sheet.
 */

test("a pitch page's HTML carries its card: title, description, cover, its one address", async ({
  request,
  baseURL,
}) => {
  const pitch = fullPitches(await listing(request))[0];
  expect(pitch, 'the demo lists pitches').toBeTruthy();
  const id = pitch?._id as string;
  const answer = await request.get(`/project/${id}/?utm_source=e2e`, { headers: { accept: 'text/html' } });
  expect(answer.status()).toBe(200);
  const html = await answer.text();
  const tag = (name: string) =>
    new RegExp(`<meta (?:property|name)="${name}" content="([^"]*)"`).exec(html)?.[1] ?? null;
  // the e2e server's PUBLIC_URL is unset: its default origin, http://localhost:<port>
  const origin = `http://localhost:${new URL(baseURL as string).port}`;
  expect(/<link rel="canonical" href="([^"]*)">/.exec(html)?.[1]).toBe(`${origin}/project/${id}`);
  expect(tag('og:url')).toBe(`${origin}/project/${id}`);
  expect(tag('og:title')).toBe(
    (pitch?.name_of_pitch ?? '').replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/'/g, '&#39;'),
  );
  expect(tag('og:description')?.length).toBeGreaterThan(10);
  expect(tag('og:image')).toMatch(new RegExp(`^${origin}/`));
  expect(tag('twitter:card')).toBe('summary_large_image');
  const image = await request.get(new URL(tag('og:image') as string).pathname);
  expect(image.status()).toBe(200);
  expect(image.headers()['content-type']).toMatch(/^image\//);
});

test('the Share button copies the pitch’s address, from the keyboard, and says so', async ({
  page,
  request,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  // a browser without a share sheet (desktop Linux has none; this makes sure of it)
  await page.addInitScript(() => {
    Object.defineProperty(Navigator.prototype, 'share', { configurable: true, value: undefined });
  });
  const pitch = fullPitches(await listing(request))[0];
  await page.goto(`/project/${pitch?._id}?tab=2`);
  const share = page.getByRole('button', { name: `Share ${pitch?.name_of_pitch}` });
  await share.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByText('Link copied. Paste it anywhere to share this pitch.')).toBeVisible();
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied).toBe(new URL(`/project/${pitch?._id}`, page.url()).href);
});
