import {
  DEMO_ENTREPRENEUR,
  DEMO_INVESTOR,
  fillLogin,
  fullPitches,
  type ListedPitch,
  listing,
  seriousViolations,
  settled,
  signInDemo,
} from './discovery-support';
import { expect, type Page, test } from './fixtures';

const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';

/** The project-type sections of /invest, by their headings, in page order. */
async function sectionTitles(page: Page): Promise<string[]> {
  await settled(page);
  return page.getByRole('main').getByRole('heading', { level: 2 }).allInnerTexts();
}

/** The first listed pitch whose documents are all public: the data-room journey adds one with a locked one. */
function firstPitch(data: Awaited<ReturnType<typeof listing>>): ListedPitch {
  const pitch = fullPitches(data).find((p) => p.document.every((d) => !d.locked));
  expect(pitch, 'the demo data has a visible pitch with public documents').toBeTruthy();
  return pitch as ListedPitch;
}

test.describe('/invest', () => {
  test('filters by project type and text, and a reload or Back keeps what the URL says', async ({
    page,
    request,
  }) => {
    const all = await listing(request);
    expect(all.investment_data.length).toBeGreaterThan(1);
    const [first, second] = all.investment_data;
    if (!first || !second) throw new Error('the demo data has two project types');

    await page.goto('/invest');
    await expect(page.getByRole('heading', { level: 1, name: 'Invest' })).toBeVisible();
    expect(await sectionTitles(page)).toEqual(expect.arrayContaining(['Filters', first.title, second.title]));

    // One project type, applied with Show Results: only its section is left.
    await page.getByRole('checkbox', { name: first.title, exact: true }).check();
    await page.getByRole('button', { name: 'Show Results' }).click();
    await expect(page).toHaveURL(new RegExp(`expertise=${first._id}`));
    await expect(page.getByRole('heading', { level: 2, name: second.title, exact: true })).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 2, name: first.title, exact: true })).toBeVisible();

    await page.reload();
    await expect(page.getByRole('checkbox', { name: first.title, exact: true })).toBeChecked();
    await expect(page.getByRole('heading', { level: 2, name: first.title, exact: true })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: second.title, exact: true })).toHaveCount(0);

    // Then a text search on top: the pitch it names is found, and the box keeps the text across a reload.
    const target = first.investments[0] as ListedPitch;
    const search = page.getByRole('searchbox', { name: 'Search pitches', exact: true });
    await search.fill(target.name_of_pitch);
    await search.press('Enter');
    await expect(page).toHaveURL(/search=/);
    await expect(page.getByRole('link', { name: target.name_of_pitch, exact: true }).first()).toBeVisible();
    await page.reload();
    await expect(page.getByRole('searchbox', { name: 'Search pitches', exact: true })).toHaveValue(
      target.name_of_pitch,
    );
    await expect(page.getByRole('checkbox', { name: first.title, exact: true })).toBeChecked();

    // Back undoes the search, not the project type.
    await page.goBack();
    await expect(page).not.toHaveURL(/search=/);
    await expect(page.getByRole('searchbox', { name: 'Search pitches', exact: true })).toHaveValue('');
    await expect(page.getByRole('checkbox', { name: first.title, exact: true })).toBeChecked();

    // Nothing matches: the spec's empty text.
    await page.goto('/invest?search=qqxzvvqqxzjj');
    await expect(page.getByText('No investment list available.')).toBeVisible();
  });

  test('the amount slider narrows the minimum per investor and lands in the URL', async ({ page }) => {
    await page.goto('/invest');
    await settled(page);
    const from = page.getByRole('slider', { name: 'Minimum per investor: from' });
    await from.focus();
    for (let i = 0; i < 20; i += 1) await from.press('ArrowRight');
    const min = Number(await from.getAttribute('aria-valuenow'));
    expect(min).toBeGreaterThan(0);
    await page.getByRole('button', { name: 'Show Results' }).click();
    await expect(page).toHaveURL(new RegExp(`min=${min}`));

    // The project-type sections only: 'Similar Pitches' below them shows what the filter left out.
    const amounts = page.locator('section[aria-labelledby^="type-"]').getByText(/^Minimum per investor C\$/);
    await expect
      .poll(async () => {
        const values = (await amounts.allTextContents()).map((text) => Number(text.replace(/\D/g, '')));
        return values.length > 0 && values.every((value) => value >= min);
      })
      .toBe(true);
    await page.reload();
    await expect(page.getByRole('slider', { name: 'Minimum per investor: from' })).toHaveAttribute(
      'aria-valuenow',
      String(min),
    );
  });
});

test.describe('/project/{id}', () => {
  test('opens from a card, walks its tabs and opens a similar pitch', async ({ page, request }) => {
    const pitch = firstPitch(await listing(request));
    await page.goto('/invest');
    await page.getByRole('link', { name: pitch.name_of_pitch, exact: true }).first().click();
    await expect(page).toHaveURL(`/project/${pitch._id}`);
    await expect(page.getByRole('heading', { level: 1, name: pitch.name_of_pitch })).toBeVisible();
    const overview = page.getByRole('table', { name: 'Overview' });
    for (const label of ['Company', 'Funding raised', 'Target', 'Project type']) {
      await expect(overview.getByRole('rowheader', { name: label })).toBeVisible();
    }

    const tab = (name: string) => page.getByRole('tab', { name, exact: true });
    await expect(tab('Overview')).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('tabpanel').getByText('Short summary')).toBeVisible();

    await tab('Pitch Details').click();
    await expect(page.getByRole('tabpanel').getByText('Why Invest')).toBeVisible();

    await tab('The Team').click();
    const team = page.getByRole('tabpanel');
    await expect(
      team.getByRole('heading', { level: 3 }).first().or(team.getByText('No team members available.')),
    ).toBeVisible();

    await tab('Documents').click();
    const documents = page.getByRole('tabpanel');
    // A public document's link is named after its file (issue 31), not 'Document 1'.
    const doc = documents.getByRole('link', { name: /\.(pdf|png|jpe?g)$/i }).first();
    await expect(doc.or(documents.getByText('No Document Available'))).toBeVisible();
    if (await doc.isVisible()) {
      // The link opens the stored file itself.
      const href = (await doc.getAttribute('href')) as string;
      const file = await request.get(href);
      expect(file.status()).toBe(200);
      expect(file.headers()['content-type']).toMatch(/pdf|image/);
    }

    await tab('Project Milestones').click();
    const milestones = page.getByRole('tabpanel');
    await expect(
      milestones.locator('time').first().or(milestones.getByText('No milestones available')),
    ).toBeVisible();
    const dates = await milestones
      .locator('time')
      .evaluateAll((nodes) => nodes.map((n) => n.getAttribute('datetime') ?? ''));
    expect(dates).toEqual([...dates].sort());
    // The open tab is part of the address.
    await expect(page).toHaveURL(/tab=4/);

    const similar = page.getByRole('region', { name: 'Similar Pitches' });
    const next = similar.getByRole('link').first();
    const nextName = ((await next.textContent()) ?? '').trim();
    await next.click();
    await expect(page).not.toHaveURL(`/project/${pitch._id}`);
    await expect(page.getByRole('heading', { level: 1, name: nextName })).toBeVisible();
    await expect(tab('Overview')).toHaveAttribute('aria-selected', 'true');
  });

  test('works from a pasted link, and says so when the pitch does not exist', async ({ page, request }) => {
    const pitch = firstPitch(await listing(request));
    await page.goto(`/project/${pitch._id}?tab=1`);
    await expect(page.getByRole('heading', { level: 1, name: pitch.name_of_pitch })).toBeVisible();
    await expect(page.getByRole('tab', { name: 'Pitch Details' })).toHaveAttribute('aria-selected', 'true');

    await page.goto(`/project/${UNKNOWN_ID}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Pitch not found' })).toBeVisible();
  });

  test("a guest's Contact click returns to the pitch after login; entrepreneurs see no Contact", async ({
    page,
    request,
  }) => {
    const pitch = firstPitch(await listing(request));
    await page.goto(`/project/${pitch._id}`);
    await page.getByRole('button', { name: 'Contact' }).click();
    await expect(page).toHaveURL(/\/login\?next=/);
    await fillLogin(page, DEMO_INVESTOR);
    await expect(page).toHaveURL(`/project/${pitch._id}`);
    await expect(page.getByRole('heading', { level: 1, name: pitch.name_of_pitch })).toBeVisible();
    await page.getByRole('tab', { name: 'Contact' }).click();
    // Page 5 shows where the demo investor's request stands (contact-access.spec.ts walks every state).
    await expect(page.getByRole('tabpanel')).toContainText(
      /You need permission|Request submitted|Your request was denied|Contact details/,
    );

    // A foreign address in `next` is ignored: signing in lands on the home page instead.
    await page.evaluate(() => localStorage.clear());
    await page.goto('/login?next=//evil.example/steal');
    await fillLogin(page, DEMO_ENTREPRENEUR);
    await expect(page).toHaveURL('/');

    await page.goto(`/project/${pitch._id}`);
    await expect(page.getByRole('heading', { level: 1, name: pitch.name_of_pitch })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Contact' })).toHaveCount(0);
    await expect(page.getByRole('tab', { name: 'Contact' })).toHaveCount(0);
  });
});

test.describe('/scout', () => {
  test('scouts investors with a filter and opens a profile', async ({ page }) => {
    await page.goto('/scout?type=investor');
    // a count of the investors a guest can find, rounded down (/getPlatformStats), not SPEC's static '40+'
    await expect(
      page.getByRole('heading', { level: 1, name: /^\d[\d,]*\+? Registered Investors$/ }),
    ).toBeVisible();
    await settled(page);
    const expertise = page.getByRole('group', { name: 'Expertise' }).getByRole('checkbox').first();
    await expertise.check();
    await page.getByRole('button', { name: 'Show Results' }).click();
    await expect(page).toHaveURL(/type=investor.*expertise=/);
    await settled(page);
    await page.reload();
    await expect(page.getByRole('group', { name: 'Expertise' }).getByRole('checkbox').first()).toBeChecked();

    const card = page.getByRole('main').getByRole('heading', { level: 3 }).getByRole('link').first();
    const name = ((await card.textContent()) ?? '').trim();
    await card.click();
    // The profile needs a signed-in visitor; signing in comes back to it.
    await expect(page).toHaveURL(/\/login/);
    await fillLogin(page, DEMO_INVESTOR);
    await expect(page).toHaveURL(/\/investor\/profile\//);
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    await expect(page.getByText('Years on AngelBridge')).toBeVisible();

    await page.getByRole('button', { name: 'Back', exact: true }).click();
    await expect(page).toHaveURL(/\/scout\?type=investor/);
  });

  test('scouts entrepreneurs, and a pasted profile link works', async ({ page }) => {
    await page.goto('/scout?type=entrepreneur');
    await expect(
      // the count is the platform's own (getPlatformStats), rounded down
      page.getByRole('heading', { level: 1, name: /^\d[\d,]*\+? Registered Entrepreneurs$/ }),
    ).toBeVisible();
    await settled(page);
    await expect(page.getByRole('group', { name: 'Expertise' })).toHaveCount(0);
    const card = page.getByRole('main').getByRole('heading', { level: 3 }).getByRole('link').first();
    const name = ((await card.textContent()) ?? '').trim();
    const href = (await card.getAttribute('href')) as string;

    await page.goto('/login');
    await fillLogin(page, DEMO_INVESTOR);
    await expect(page).toHaveURL('/');
    // Opened directly, without the card's navigation state.
    await page.goto(href.replace(/\?.*$/, ''));
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  });
});

test.describe('accessibility (axe) of discovery: no serious or critical violations', () => {
  const pages = ['/invest', 'pitch', '/scout?type=investor', '/scout?type=entrepreneur', 'profile'];
  for (const width of [1280, 390]) {
    for (const target of pages) {
      test(`${target} at ${width} px`, async ({ page, request }) => {
        await page.setViewportSize({ width, height: 900 });
        let path = target;
        if (target === 'pitch') path = `/project/${firstPitch(await listing(request))._id}`;
        if (target === 'profile') {
          await signInDemo(page, request, DEMO_INVESTOR);
          await page.goto('/scout?type=entrepreneur');
          await settled(page);
          path = (await page
            .getByRole('main')
            .getByRole('heading', { level: 3 })
            .getByRole('link')
            .first()
            .getAttribute('href')) as string;
        }
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await settled(page);
        expect(await seriousViolations(page)).toEqual([]);
      });
    }
  }
});
