// The plain Playwright page on purpose: these journeys look at the page before its scripts run.
import { expect, type Page, test } from '@playwright/test';
import { DEMO_INVESTOR, fullPitches, type ListedPitch, listing, signInDemo } from './discovery-support';

const BARE_ROOT = '<div id="root"></div>';

async function aPitch(request: Parameters<typeof listing>[0]): Promise<ListedPitch> {
  const pitch = fullPitches(await listing(request))[0];
  if (!pitch) throw new Error('the demo data lists a pitch');
  return pitch;
}

/** Console errors and uncaught errors (a hydration mismatch is both) while `run` goes. */
async function errorsDuring(page: Page, run: () => Promise<void>): Promise<string[]> {
  const errors: string[] = [];
  const onConsole = (message: { type(): string; text(): string }) => {
    if (message.type() === 'error') errors.push(message.text());
  };
  const onError = (error: Error) => errors.push(error.message);
  page.on('console', onConsole);
  page.on('pageerror', onError);
  await run();
  page.off('console', onConsole);
  page.off('pageerror', onError);
  return errors;
}

const live = (page: Page) => page.locator('html[data-ready]').waitFor({ state: 'attached' });

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('a guest reads the listing and a pitch from the HTML alone', async ({ page, request }) => {
    const pitch = await aPitch(request);
    await page.goto('/invest');
    await expect(page.getByRole('heading', { level: 1, name: 'Invest' })).toBeVisible();
    await expect(page.locator(`main a[href="/project/${pitch._id}"]`).first()).toBeVisible();

    await page.goto(`/project/${pitch._id}`);
    await expect(page.getByRole('heading', { level: 1, name: pitch.name_of_pitch })).toBeVisible();
    await expect(page.getByRole('table', { name: 'Overview' })).toBeVisible();
    await expect(page).toHaveTitle(new RegExp(pitch.name_of_pitch.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
  });

  test('a guest reads the terms and the privacy policy from the HTML alone', async ({ page }) => {
    for (const [path, name] of [
      ['/term-condition', /Terms/],
      ['/privacy', /Privacy/],
    ] as const) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name }), path).toBeVisible();
      await expect(page.getByRole('alert'), path).toHaveCount(0);
      await expect(page.locator('#root[data-server-rendered] main p').first(), path).toBeVisible();
    }
  });
});

test.describe('with JavaScript', () => {
  for (const width of [1280, 390]) {
    test(`the app takes over every server-rendered page without a mismatch, at ${width} px`, async ({
      page,
      request,
    }) => {
      // Fourteen full page loads and hydrations in one test: more than the default 30 s on a busy machine.
      test.slow();
      await page.setViewportSize({ width, height: 900 });
      const pitch = await aPitch(request);
      const paths = [
        '/',
        '/invest',
        '/invest?search_query=a',
        `/project/${pitch._id}`,
        '/scout',
        '/about-us',
        '/funding',
        '/login',
        '/signup',
        '/signup?type=investor&stage=initial',
        '/forgotpassword',
        '/contact-us-page',
        '/term-condition',
        '/privacy',
      ];
      for (const path of paths) {
        const errors = await errorsDuring(page, async () => {
          await page.goto(path);
          await live(page);
        });
        expect(errors, path).toEqual([]);
      }
    });
  }

  test('once live, the rendered pitch answers clicks: its tabs switch', async ({ page, request }) => {
    const pitch = await aPitch(request);
    await page.goto(`/project/${pitch._id}`);
    await live(page);
    await page.getByRole('tab', { name: 'Pitch Details', exact: true }).click();
    await expect(page.getByRole('tabpanel').getByText('Why Invest')).toBeVisible();
  });

  test("once live, the home page's lower sections answer too, even when their code comes late", async ({
    page,
  }) => {
    // The search below the fold is in code of its own; held back, it must still be live before the page is.
    await page.route(/home-lower-sections-[\w-]+\.js$/, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1_500));
      await route.continue();
    });
    await page.goto('/');
    await live(page);
    const search = page.getByRole('search', { name: 'Looking for something specific?' });
    await search.getByPlaceholder('Search...').fill('solar farm');
    await search.getByRole('button', { name: 'Search Pitch' }).click();
    await expect(page).toHaveURL('/invest?search=solar%20farm');
  });

  test('on a phone the filters fold behind their button, from the first paint on', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 900 });
    await page.goto('/invest');
    const toggle = page.getByRole('button', { name: 'Show filters' });
    await expect(toggle).toBeVisible();
    await expect(page.getByRole('button', { name: 'Show Results' })).toBeHidden();
    await live(page);
    await toggle.click();
    await expect(page.getByRole('button', { name: 'Show Results' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Hide filters' })).toHaveAttribute('aria-expanded', 'true');
  });

  test('a browser with a session gets the bare page and renders it as theirs', async ({ page, request }) => {
    expect(await (await request.get('/invest')).text()).not.toContain(BARE_ROOT);
    const bare = await request.get('/invest', { headers: { cookie: 'angelbridge_session=1' } });
    expect(await bare.text()).toContain(BARE_ROOT);

    // a session stored before the hint existed: the app sets the hint, and renders the signed-in header
    await signInDemo(page, request, DEMO_INVESTOR);
    await page.goto('/invest');
    await live(page);
    await expect(page.getByRole('button', { name: /^Account menu for / })).toBeVisible();
    const cookies = await page.context().cookies();
    expect(cookies.find((c) => c.name === 'angelbridge_session')?.value).toBe('1');
  });
});
