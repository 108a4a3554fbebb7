import { signInAsAdmin } from './admin-support';
import { axeViolations, WCAG22_AA } from './axe-support';
import { founderAndInvestor, logIn, openSignedIn } from './contact-access-support';
import {
  DEMO_ENTREPRENEUR,
  DEMO_INVESTOR,
  fullPitches,
  listing,
  settled,
  signInDemo,
} from './discovery-support';
import { expect, type Page, test } from './fixtures';
import { openChartedInsights } from './layout-support';
import { makePdf } from './pitches-support';

/**
 * Issue 31: every page the light theme's axe checks is checked in dark too: the guest pages, the founder's
 * and the investor's, a conversation with a file, and the admin console.
 *
 * Issue 23: with the system's dark scheme (and nothing chosen in the app), the pages that matter pass axe
 * (WCAG 2.2 AA, serious and critical), colour contrast above all: outline buttons, the Draft ribbon,
 * error text, charts' labels.
 */
test.setTimeout(120_000);

async function expectAccessibleInDark(page: Page, state: string) {
  await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'dark');
  await settled(page);
  expect(await axeViolations(page, WCAG22_AA), state).toEqual([]);
}

for (const width of [1280, 390]) {
  test.describe(`dark, at ${width} px`, () => {
    test.beforeEach(async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.emulateMedia({ colorScheme: 'dark' });
    });

    test('a guest: home, /invest, a pitch page, and the login form with its errors', async ({
      page,
      request,
    }) => {
      await page.goto('/');
      await expectAccessibleInDark(page, 'home');

      await page.goto('/invest');
      await expect(page.locator('section[aria-labelledby^="type-"]').first()).toBeVisible({
        timeout: 20_000,
      });
      await expectAccessibleInDark(page, '/invest');

      const pitch = fullPitches(await listing(request))[0];
      expect(pitch, 'the demo lists pitches').toBeTruthy();
      await page.goto(`/project/${pitch?._id}`);
      await expect(page.getByRole('heading', { level: 1, name: pitch?.name_of_pitch })).toBeVisible();
      await expectAccessibleInDark(page, 'pitch page');

      await page.goto('/login');
      await page.getByRole('button', { name: 'Sign in' }).click();
      await expect(page.locator('[aria-invalid="true"]').first()).toBeVisible();
      await expectAccessibleInDark(page, 'login with errors');
      // a refused password shows the server's message too
      await page.getByRole('textbox', { name: 'Email' }).fill(DEMO_ENTREPRENEUR.email);
      await page.getByRole('textbox', { name: 'Password', exact: true }).fill('Wrong@1234');
      await page.getByRole('button', { name: 'Sign in' }).click();
      await expect(page.getByText('Invalid email or password.')).toBeVisible();
      await expectAccessibleInDark(page, 'login refused');
    });

    test("the founder: the pitch list with its Draft ribbon, the requests' Deny buttons, and insights", async ({
      page,
      request,
    }) => {
      await signInDemo(page, request, DEMO_ENTREPRENEUR);
      await page.goto('/pitchlist');
      await expect(page.getByRole('article').filter({ hasText: 'Draft' }).first()).toBeVisible();
      await expectAccessibleInDark(page, 'pitch list with a draft');

      await page.goto('/pitchrequest');
      await expect(page.getByTestId('contact-request-row').first()).toBeVisible();
      await expectAccessibleInDark(page, 'contact requests');
      // the red Deny dialog, opened on a pending request
      const pending = page.getByTestId('contact-request-row').filter({ hasText: 'Pending' }).first();
      await pending.getByRole('button', { name: /^Deny / }).click();
      const dialog = page.getByRole('dialog', { name: 'Deny access' });
      await expect(dialog).toBeVisible();
      await expectAccessibleInDark(page, 'Deny dialog open');
      await dialog.getByRole('button', { name: /^Close/ }).click();
      await expect(dialog).toBeHidden();

      await openChartedInsights(page);
      await expectAccessibleInDark(page, 'insights');
    });
    test('the other guest pages: about, contact, terms, privacy, funding, scout, sign-up and not found', async ({
      page,
    }) => {
      // nine pages, each read by axe: more than one page's time
      test.setTimeout(300_000);
      for (const path of ['/about-us', '/contact-us-page', '/term-condition', '/privacy', '/funding']) {
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
        await expectAccessibleInDark(page, path);
      }
      for (const path of ['/scout?type=investor', '/scout?type=entrepreneur']) {
        await page.goto(path);
        await expect(page.getByRole('main').getByRole('heading', { level: 3 }).first()).toBeVisible();
        await expectAccessibleInDark(page, path);
      }
      await page.goto('/signup?type=investor&stage=initial');
      await expect(page.getByRole('heading', { name: 'Create your account' })).toBeVisible();
      await expectAccessibleInDark(page, 'sign-up');
      await page.goto('/no-such-page');
      await expect(page.getByRole('heading', { name: '404 PAGE NOT FOUND' })).toBeVisible();
      // the site's header and footer frame it like any page (issue 31: "the 404 page has no footer")
      await expect(page.getByRole('banner')).toBeVisible();
      await expect(page.getByRole('contentinfo')).toBeAttached();
      await expectAccessibleInDark(page, 'not found');
    });

    test("the investor: their profile, a founder's profile, and a pitch's contact tab", async ({
      page,
      request,
    }) => {
      test.setTimeout(240_000);
      await signInDemo(page, request, DEMO_INVESTOR);
      await page.goto('/profile-investor');
      await expect(page.getByRole('button', { name: 'Save changes' })).toBeVisible();
      await expectAccessibleInDark(page, 'own profile');

      await page.goto('/scout?type=entrepreneur');
      const person = page.getByRole('main').getByRole('heading', { level: 3 }).getByRole('link').first();
      await expect(person).toBeVisible();
      await page.goto((await person.getAttribute('href')) as string);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expectAccessibleInDark(page, "a founder's profile");

      const pitch = fullPitches(await listing(request))[0];
      await page.goto(`/project/${pitch?._id}?tab=5`);
      await expect(page.getByRole('heading', { level: 1, name: pitch?.name_of_pitch })).toBeVisible();
      await expectAccessibleInDark(page, "a pitch's contact tab");
    });
  });
}

test.describe('dark, a conversation and the admin console', () => {
  test.beforeEach(async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'dark' });
  });

  test('a conversation with a file, on both sides, at 1280 and 390 px', async ({ browser, request }) => {
    test.setTimeout(240_000);
    const pitchName = `Dark Loom ${Date.now()}`;
    const { ownerEmail, investorEmail, pitchId, owner, close } = await founderAndInvestor(browser, request, {
      label: 'dark',
      pitchName,
    });
    await owner.emulateMedia({ colorScheme: 'dark' });
    const headers = { 'x-api-key': 'e2e-api-key' };
    const { token } = await logIn(request, investorEmail);
    const asked = await request.post('/api/addContactRequest', {
      headers: { ...headers, Authorization: `Bearer ${token}` },
      data: { pitch_id: pitchId },
    });
    expect(asked.status(), await asked.text()).toBe(200);
    await openSignedIn(owner, request, ownerEmail, '/pitchrequest');
    await owner
      .getByTestId('contact-request-row')
      .getByRole('button', { name: /^Allow / })
      .click();
    await owner.getByRole('dialog', { name: 'Allow access' }).getByRole('button', { name: 'Allow' }).click();
    await expect(owner.getByTestId('contact-request-row').getByText('Allowed')).toBeVisible();
    const sent = await request.post('/api/sendMessage', {
      headers: { ...headers, Authorization: `Bearer ${token}` },
      multipart: {
        pitch_id: pitchId,
        body: 'Our deck is attached.',
        file: { name: 'deck.pdf', mimeType: 'application/pdf', buffer: makePdf('Deck') },
      },
    });
    expect(sent.status(), await sent.text()).toBe(200);
    const conversation = ((await sent.json()) as { conversation: { _id: string } }).conversation._id;
    const reply = await logIn(request, ownerEmail);
    const answered = await request.post('/api/sendMessage', {
      headers: { ...headers, Authorization: `Bearer ${reply.token}` },
      multipart: { conversation_id: conversation, body: 'Thank you, reading it now.' },
    });
    expect(answered.status(), await answered.text()).toBe(200);

    for (const width of [1280, 390]) {
      await owner.setViewportSize({ width, height: 900 });
      await owner.goto(`/messages/${conversation}`);
      const thread = owner.getByRole('list', { name: /^Messages with / });
      await expect(thread.getByText('Thank you, reading it now.')).toBeVisible();
      await expect(thread.getByRole('button', { name: /^Open deck\.pdf/ })).toBeVisible();
      await expectAccessibleInDark(owner, `conversation at ${width} px`);
      if (width > 1024) {
        await expect(owner.getByTestId('conversation-row')).toBeVisible();
        await expectAccessibleInDark(owner, 'conversation list beside it');
      }
    }
    await close();
  });

  test('the admin console: every section, at 1280 and 390 px', async ({ page }) => {
    test.setTimeout(240_000);
    await page.setViewportSize({ width: 1280, height: 900 });
    await signInAsAdmin(page);
    const nav = page.getByRole('navigation', { name: 'Admin console' });
    const sections = [
      'Dashboard',
      'Audit log',
      'Users',
      'Pitches',
      'Reports',
      'Content',
      'Contact messages',
      'Queue',
    ];
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: 900 });
      for (const label of sections) {
        await nav.getByRole('link', { name: label }).click();
        await expect(page.getByRole('heading', { name: label, level: 1 })).toBeVisible();
        await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
        await expectAccessibleInDark(page, `admin ${label} at ${width} px`);
      }
    }
  });
});
