import { expect, test } from './fixtures';

const API = { headers: { 'x-api-key': 'e2e-api-key' } };

interface FundRaise {
  investment_data: {
    investor_data: { first_name: string; last_name: string }[];
    pitch_data: { name_of_pitch: string; target: number }[];
    scout_data: { first_name: string; last_name: string }[];
  };
}

test.describe('home page', () => {
  test('tells the AngelBridge story: tagline, figures, features, why and how it works', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: 'Empowering ideas' })).toBeVisible();
    await expect(page.getByText('Bridging ambition and opportunity')).toBeVisible();
    // the figures are counted (/getPlatformStats), rounded down: the demo's '20+' investors, not SPEC's '40+'
    const figures = page.locator('dl').first();
    for (const [value, label] of [
      [/^\d[\d,]*\+?$/, 'Investor community'],
      [/^\d[\d,]*\+?$/, 'Published pitches'],
      [/^C\$[\d,]+[MK]?\+?$/, 'Capital raised'],
      [/^\d[\d,]*\+?$/, 'Founders'],
    ] as const) {
      await expect(figures.getByText(label)).toBeVisible();
      await expect(figures.getByText(label).locator('+ dd')).toHaveText(value);
    }
    await expect(
      page.getByRole('heading', { name: /^C\$[\d,]+[MK]?\+? raised for our members$/ }),
    ).toBeVisible();
    for (const feature of [
      'Collaborative team building',
      'Tailored project discovery',
      'Effortless proposal submission',
      'Real-time updates',
    ]) {
      await expect(page.getByRole('heading', { name: feature })).toBeVisible();
    }
    const why = page.locator('#why');
    await expect(why.getByText('A global angel network')).toBeVisible();
    await expect(why.getByText('Team building support')).toBeVisible();
    await expect(why.getByText('Discover ideas')).toBeVisible();
    await expect(why.getByText('Offers, contracts and investments in one place')).toBeVisible();

    const steps = page.locator('#how-it-works li');
    await expect(steps).toHaveCount(4);
    for (const [i, title] of [
      'Discover Ideas',
      'Build Teams',
      'Develop Business Cases',
      'Pitch and Scale',
    ].entries()) {
      await expect(steps.nth(i).getByRole('heading', { name: title })).toBeVisible();
      await expect(steps.nth(i).getByText('Entrepreneurs', { exact: true })).toBeVisible();
      await expect(steps.nth(i).getByText('Investors', { exact: true })).toBeVisible();
    }
    await page.locator('#how-it-works').getByRole('link', { name: 'Start Building Your Project' }).click();
    await expect(page).toHaveURL('/signup');
  });

  test('a guest gets the sign-up call to action, the join banner and the pitch search', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('link', { name: 'Sign Up as an Entrepreneur' })).toHaveAttribute(
      'href',
      '/signup?type=entrepreneur',
    );
    await expect(page.getByRole('link', { name: 'Sign Up as an Investor' })).toHaveAttribute(
      'href',
      '/signup?type=investor',
    );
    await expect(page.getByRole('link', { name: 'Join as an Entrepreneur' })).toHaveAttribute(
      'href',
      '/signup',
    );
    await expect(page.getByRole('link', { name: 'Join as an investor' })).toHaveAttribute('href', '/signup');

    const search = page.getByRole('search', { name: 'Looking for something specific?' });
    await search.getByPlaceholder('Search...').fill('solar farm');
    await search.getByRole('button', { name: 'Search Pitch' }).click();
    await expect(page).toHaveURL('/invest?search=solar%20farm');
  });

  test('the success stories wrap around both ways and answer the arrow keys', async ({ page }) => {
    await page.goto('/');
    const stories = page.getByRole('region', { name: 'Success stories' });
    await stories.scrollIntoViewIfNeeded();
    const position = stories.getByRole('status');
    await expect(position).toHaveText('Slide 1 of 5');
    await stories.getByRole('button', { name: 'Previous story' }).click();
    await expect(position).toHaveText('Slide 5 of 5');
    await stories.getByRole('button', { name: 'Next story' }).click();
    await expect(position).toHaveText('Slide 1 of 5');
    await page.keyboard.press('ArrowRight');
    await expect(position).toHaveText('Slide 2 of 5');
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    await expect(position).toHaveText('Slide 5 of 5');
    await expect(stories.getByRole('group', { name: '5 of 5' }).getByText('Léa Dubois')).toBeVisible();
  });

  test('a hash in the address scrolls to its section', async ({ page }) => {
    for (const id of ['features', 'why', 'success-stories']) {
      await page.goto(`/#${id}`);
      await expect(page.locator(`#${id}`)).toBeInViewport();
    }
    // From the footer, on the page itself.
    await page.goto('/');
    await page.getByRole('contentinfo').getByRole('link', { name: 'Why AngelBridge' }).click();
    await expect(page.locator('#why')).toBeInViewport();
  });

  test('the investors, pitches and founders shown are the ones /getFundRaiseData returns', async ({
    page,
    request,
  }) => {
    const answer = await request.post('/api/getFundRaiseData', API);
    expect(answer.ok()).toBe(true);
    const { investment_data: data } = (await answer.json()) as FundRaise;
    await page.goto('/');

    const pitches = page.getByRole('region', { name: 'Pitches currently fundraising' });
    const firstPitch = data.pitch_data[0];
    if (firstPitch) {
      await expect(pitches.getByRole('link', { name: firstPitch.name_of_pitch }).first()).toBeAttached();
      await expect(pitches.getByText(/Target C\$ [\d,]+/).first()).toBeVisible();
    } else {
      await expect(pitches.getByText('No data available')).toBeVisible();
    }

    const investors = page.getByRole('region', { name: 'Investors' });
    const firstInvestor = data.investor_data[0];
    if (firstInvestor) {
      await expect(
        investors.getByText(`${firstInvestor.first_name} ${firstInvestor.last_name}`),
      ).toBeVisible();
    } else {
      await expect(investors.getByText('No investors available.')).toBeVisible();
    }

    const founders = page.getByRole('region', { name: 'Scout entrepreneurs' });
    const firstFounder = data.scout_data[0];
    if (firstFounder) {
      await expect(
        founders.getByRole('link', { name: `${firstFounder.first_name} ${firstFounder.last_name}` }),
      ).toBeVisible();
    } else {
      await expect(founders.getByText('No data available')).toBeVisible();
    }
  });

  test('the back-to-top button appears after 300 px and takes the visitor up', async ({ page }) => {
    await page.goto('/');
    // The home page arrives as a lazy chunk: until it renders, the page is too short to scroll at all.
    await expect(page.getByRole('heading', { level: 1, name: 'Empowering ideas' })).toBeVisible();
    const button = page.getByRole('button', { name: 'Back to top' });
    await expect(button).toBeHidden();
    await page.evaluate(() => window.scrollTo(0, 200));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(200);
    await expect(button).toBeHidden();
    await page.evaluate(() => window.scrollTo(0, 800));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(800);
    await expect(button).toBeVisible();
    await button.click();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });
});

test.describe('background sound', () => {
  test('starts only with the first click, and the muted choice is remembered', async ({ page }) => {
    const fetched: string[] = [];
    page.on('request', (r) => {
      if (r.url().endsWith('/ambience.wav')) fetched.push(r.url());
    });
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(fetched).toEqual([]);
    await page.getByRole('heading', { level: 1 }).click();
    await expect.poll(() => fetched.length).toBeGreaterThan(0);

    const toggle = page.getByRole('button', { name: 'Mute background sound' });
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await page.reload();
    await expect(page.getByRole('button', { name: 'Mute background sound' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });

  test('a visitor who muted it never downloads it', async ({ page }) => {
    const fetched: string[] = [];
    page.on('request', (r) => {
      if (r.url().endsWith('/ambience.wav')) fetched.push(r.url());
    });
    await page.addInitScript(() => localStorage.setItem('ambience_muted', 'true'));
    await page.goto('/');
    await page.getByRole('heading', { level: 1 }).click();
    await page.getByRole('link', { name: 'Funding', exact: true }).first().click();
    await expect(page).toHaveURL('/funding');
    expect(fetched).toEqual([]);
  });
});
