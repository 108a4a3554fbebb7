import { fullPitches, listing } from './discovery-support';
import { expect, test } from './fixtures';
import { anotherSession, createInvestor, type Person, signInAs } from './public-support';

let investor: Person;

test.beforeAll(async ({ request }) => {
  investor = await createInvestor(request, 'Ottoline');
});

test.describe('header', () => {
  test('a guest sees every main entry, Contact Us, Login and Join', async ({ page }) => {
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Main' });
    for (const name of ['Home', 'Invest', 'Funding', 'About Us']) {
      await expect(nav.getByRole('link', { name, exact: true })).toBeVisible();
    }
    await expect(nav.getByRole('button', { name: 'Scout' })).toBeVisible();
    const header = page.getByRole('banner');
    await expect(header.getByRole('link', { name: 'Contact Us' })).toHaveAttribute(
      'href',
      '/contact-us-page',
    );
    await expect(header.getByRole('link', { name: 'Login' })).toBeVisible();
    await expect(header.getByRole('link', { name: 'Join' })).toBeVisible();
    await expect(header.getByRole('button', { name: 'Sign Out' })).toHaveCount(0);
    await expect(header.getByRole('combobox', { name: 'Search people and pitches' })).toBeVisible();
  });

  test('Scout opens on hover, and from the keyboard', async ({ page }) => {
    await page.goto('/');
    const scout = page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Scout' });
    await scout.hover();
    await expect(page.getByRole('menuitem', { name: 'Investors' })).toBeVisible();
    await expect(page.getByRole('menuitem', { name: 'Entrepreneurs' })).toHaveAttribute(
      'href',
      '/scout?type=entrepreneur',
    );
    await page.mouse.move(0, 600);
    await expect(page.getByRole('menuitem', { name: 'Investors' })).toBeHidden();

    // the menu button pattern (WAI-ARIA): Enter opens the menu on its first item
    await scout.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('menuitem', { name: 'Investors' })).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(page.getByRole('menuitem', { name: 'Entrepreneurs' })).toBeFocused();
    await page.keyboard.press('ArrowUp');
    await expect(page.getByRole('menuitem', { name: 'Investors' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL('/scout?type=investor');
  });

  test('a signed-in investor gets the avatar menu, and Sign Out ends the session', async ({
    page,
    request,
  }) => {
    // Sign Out ends the session on the server: a session of its own, so the other tests keep theirs
    await signInAs(page, await anotherSession(request, investor), '/about-us');
    const header = page.getByRole('banner');
    await expect(header.getByRole('link', { name: 'Login' })).toHaveCount(0);
    const fullName = `${investor.firstName} ${investor.lastName}`;
    await header.getByRole('button', { name: `Account menu for ${fullName}` }).click();
    const menu = page.getByRole('menu');
    await expect(menu.getByText(fullName)).toBeVisible();
    await expect(menu.getByText(investor.email)).toBeVisible();
    // Initials stand in for the missing photo.
    await expect(header.getByText('OQ', { exact: true })).toBeVisible();
    await expect(menu.getByRole('menuitem', { name: 'My Profile' })).toHaveAttribute(
      'href',
      '/profile-investor',
    );
    await expect(menu.getByRole('menuitem', { name: 'Contact Requests' })).toHaveAttribute(
      'href',
      '/pitchrequest',
    );
    await expect(menu.getByRole('menuitem', { name: 'My Pitches' })).toHaveCount(0);
    await expect(menu.getByRole('menuitem', { name: 'Change Password' })).toHaveAttribute(
      'href',
      '/profile/password',
    );

    const token = await page.evaluate(() => localStorage.getItem('token'));
    const ended = page.waitForResponse((res) => res.url().endsWith('/api/logout'));
    await menu.getByRole('menuitem', { name: 'Sign Out' }).click();
    await expect(page).toHaveURL('/');
    await expect(header.getByRole('link', { name: 'Login' })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
    // the server ended the session too: a copy of the token no longer works
    expect((await ended).status()).toBe(200);
    const reuse = await page.request.post('/api/getUserDetails', {
      headers: { 'x-api-key': 'e2e-api-key', Authorization: `Bearer ${token}` },
    });
    expect(reuse.status()).toBe(401);
  });
});

test.describe('header search', () => {
  test('lists people as the visitor types; arrows and Enter open a profile', async ({ page }) => {
    await signInAs(page, investor);
    const box = page.getByRole('banner').getByRole('combobox', { name: 'Search people and pitches' });
    await box.fill(investor.lastName);
    const list = page.getByRole('listbox', { name: 'Search results' });
    const option = list.getByRole('option', { name: new RegExp(investor.lastName) });
    await expect(option).toBeVisible();
    await expect(option).toContainText(`${investor.firstName} ${investor.lastName}`);
    await expect(option).toContainText('Canada');
    await expect(option).toContainText('backs early-stage founders');
    await expect(option).toContainText(`LinkedIn: linkedin.com/in/${investor.lastName.toLowerCase()}`);

    await box.press('ArrowDown');
    await expect(box).toHaveAttribute('aria-activedescendant', /.+/);
    await box.press('Enter');
    await expect(page).toHaveURL(`/investor/profile/${investor.id}`);
    await expect(box).toHaveValue('');
  });

  test('clearing the text clears the results, and Escape closes them', async ({ page }) => {
    await page.goto('/');
    const box = page.getByRole('banner').getByRole('combobox', { name: 'Search people and pitches' });
    await box.fill(investor.lastName);
    const list = page.getByRole('listbox', { name: 'Search results' });
    await expect(list.getByRole('option')).toHaveCount(1);
    await box.press('Escape');
    await expect(list).toBeHidden();
    await box.fill('');
    await box.press('ArrowDown');
    await expect(list).toBeHidden();
    await box.fill('zzqxjv-nobody');
    await expect(page.getByText('No people or pitches found')).toBeVisible();
  });

  test('finds a pitch by its name, in its own group beside the people, and opens its page', async ({
    page,
    request,
  }) => {
    const pitch = fullPitches(await listing(request))[0];
    if (!pitch) throw new Error('the demo lists no pitch');
    await page.goto('/');
    const box = page.getByRole('banner').getByRole('combobox', { name: 'Search people and pitches' });
    await box.fill(pitch.name_of_pitch);
    const option = page
      .getByRole('group', { name: 'Pitches' })
      .getByRole('option', { name: pitch.name_of_pitch });
    await expect(option.first()).toBeVisible();
    await option.first().click();
    await expect(page).toHaveURL(/\/project\//);
    await expect(page.getByRole('heading', { level: 1 })).toContainText(pitch.name_of_pitch);
  });

  test('a guest choosing a person is asked to sign in first (profiles need a login)', async ({ page }) => {
    await page.goto('/funding');
    const box = page.getByRole('banner').getByRole('combobox', { name: 'Search people and pitches' });
    await box.fill(investor.lastName);
    await page.getByRole('option', { name: new RegExp(investor.lastName) }).click();
    await expect(page).toHaveURL('/login');
  });
});

test.describe('footer', () => {
  test('has Menu, Links and Contact, this year, and Login and Register only for guests', async ({ page }) => {
    await page.goto('/');
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByRole('navigation', { name: 'Menu' })).toBeVisible();
    await expect(footer.getByRole('navigation', { name: 'Links' })).toBeVisible();
    await expect(footer.getByRole('heading', { name: 'Contact' })).toBeVisible();
    await expect(footer.getByText('Toronto, Canada')).toBeVisible();
    await expect(footer.getByRole('link', { name: '+1 416 555 0142' })).toHaveAttribute(
      'href',
      'tel:+14165550142',
    );
    await expect(footer.getByRole('link', { name: 'info@angelbridge.ca' })).toHaveAttribute(
      'href',
      'mailto:info@angelbridge.ca',
    );
    await expect(footer.getByRole('link', { name: 'Chat with us' })).toBeVisible();
    await expect(footer.getByRole('link', { name: 'Call us' })).toBeVisible();
    await expect(footer.getByRole('link', { name: 'AngelBridge on LinkedIn' })).toBeVisible();
    await expect(footer.getByText(`© ${new Date().getFullYear()} AngelBridge`)).toBeVisible();
    await expect(footer.getByRole('link', { name: 'Login' })).toBeVisible();
    await expect(footer.getByRole('link', { name: 'Register' })).toHaveAttribute('href', '/signup');

    await signInAs(page, investor);
    await expect(footer.getByRole('link', { name: 'Privacy Policy' })).toBeVisible();
    await expect(footer.getByRole('link', { name: 'Login' })).toHaveCount(0);
    await expect(footer.getByRole('link', { name: 'Register' })).toHaveCount(0);
  });
});

test.describe('mobile menu at 1024 px', () => {
  test.use({ viewport: { width: 1024, height: 800 } });

  test('holds every entry, the search and the guest greeting', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
    await expect(page.getByRole('button', { name: 'Mute background sound' })).toBeVisible();
    await page.getByRole('button', { name: 'Open navigation' }).click();
    const drawer = page.getByRole('dialog', { name: 'Menu' });
    await expect(drawer.getByText('Hi, Guest! Please log in to see your profile.')).toBeVisible();
    const nav = drawer.getByRole('navigation', { name: 'Mobile' });
    for (const name of ['Home', 'Invest', 'Funding', 'Scout', 'Investors', 'Entrepreneurs', 'About Us']) {
      await expect(nav.getByRole('link', { name, exact: true })).toBeVisible();
    }
    await expect(drawer.getByRole('link', { name: 'Contact Us' })).toBeVisible();
    await expect(drawer.getByRole('link', { name: 'Login' })).toBeVisible();
    await expect(drawer.getByRole('link', { name: 'Join' })).toBeVisible();
    await expect(drawer.getByRole('combobox', { name: 'Search people and pitches' })).toBeVisible();
    await nav.getByRole('link', { name: 'Entrepreneurs' }).click();
    await expect(page).toHaveURL('/scout?type=entrepreneur');
    await expect(drawer).toBeHidden();
  });

  test('greets a signed-in person by name and offers Sign Out', async ({ page }) => {
    await signInAs(page, investor);
    await page.getByRole('button', { name: 'Open navigation' }).click();
    const drawer = page.getByRole('dialog', { name: 'Menu' });
    await expect(drawer.getByText(`${investor.firstName} ${investor.lastName}`)).toBeVisible();
    await expect(drawer.getByText('Hi, Guest!')).toHaveCount(0);
    await expect(drawer.getByRole('link', { name: 'My Profile' })).toHaveAttribute(
      'href',
      '/profile-investor',
    );
    await expect(drawer.getByRole('link', { name: 'Change Password' })).toHaveAttribute(
      'href',
      '/profile/password',
    );
    await drawer.getByRole('button', { name: 'Sign Out' }).click();
    await expect(page).toHaveURL('/');
    await expect(page.getByRole('button', { name: 'Open navigation' })).toBeVisible();
  });
});
