// The plain Playwright page on purpose: these journeys act on the server's HTML before the app is live.
import { expect, type Page, type Route, test } from '@playwright/test';

/**
 * Convention 20: what a person types into a server-rendered form before React takes it over is kept, and
 * used. Each journey loads a page on the throttled phone of bench/phone-lcp.mjs (1.6 Mbps, 150 ms, CPU x4)
 * with the app's scripts held back until the person has typed, so the typing is certainly before
 * hydration however fast or loaded the machine is; then the scripts go, and the journey waits for the app
 * to mark itself live (html[data-ready]) and checks the typed values reached the form.
 */

const READY = 'html[data-ready]';

async function throttle(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 150,
    downloadThroughput: (1.6 * 1_000_000) / 8,
    uploadThroughput: (750 * 1_000) / 8,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
}

/**
 * Holds the app's scripts until `release` is called: the page shows the server's HTML only. (Not
 * /color-scheme.js: a classic script in the head, which holds the parser too.)
 */
async function holdScripts(page: Page): Promise<() => Promise<void>> {
  const held: Route[] = [];
  let holding = true;
  await page.route(/\/assets\/[^?]+\.m?js(\?|$)/, (route) => {
    if (holding) held.push(route);
    else void route.fallback();
  });
  return async () => {
    holding = false;
    await Promise.all(held.splice(0).map((route) => route.fallback()));
  };
}

/**
 * Until the server has the page's render cached: on a busy machine a render can exceed the server's time
 * limit, and the visitor gets the bare page (rendering is an optimisation, render-pages.ts).
 */
async function whenServerRendered(page: Page, path: string) {
  await expect
    .poll(async () => (await (await page.request.get(path)).text()).includes('data-server-rendered'), {
      timeout: 60_000,
    })
    .toBe(true);
}

/** Loads `path` throttled, lets `type` act on the server's HTML, then lets the app take over. */
async function typeBeforeHydration(page: Page, path: string, type: () => Promise<void>) {
  await whenServerRendered(page, path);
  await throttle(page);
  const release = await holdScripts(page);
  await page.goto(path, { waitUntil: 'commit' });
  await expect(page.locator('#root[data-server-rendered]')).toBeAttached({ timeout: 60_000 });
  await type();
  // nothing has run yet: every keystroke above went to the server's HTML
  await expect(page.locator(READY)).toHaveCount(0);
  await release();
  await page.locator(READY).waitFor({ state: 'attached', timeout: 120_000 });
}

// Throttled loads on a machine other work keeps busy: minutes, not the default 30 s.
test.describe.configure({ timeout: 240_000 });

test('/login: the e-mail and password typed early are sent, and the caret stays in the field', async ({
  page,
}) => {
  const email = 'early.typist@example.test';
  await typeBeforeHydration(page, '/login', async () => {
    await page.getByLabel('Email').pressSequentially(email);
    await page.locator('input[autocomplete="current-password"]').pressSequentially('Early#Typist99');
  });
  const password = page.locator('input[autocomplete="current-password"]');
  await expect(page.getByLabel('Email')).toHaveValue(email);
  await expect(password).toHaveValue('Early#Typist99');
  await expect(password).toBeFocused();
  // the form's state holds the text (not only the DOM): it is what the sign-in sends
  const request = page.waitForRequest((r) => r.url().endsWith('/api/doLogin'), { timeout: 60_000 });
  await page.getByRole('button', { name: 'Sign in' }).click();
  expect((await request).postDataJSON()).toMatchObject({ email, password: 'Early#Typist99' });
});

test('/invest: the search typed early is searched', async ({ page }) => {
  await typeBeforeHydration(page, '/invest', async () => {
    await page.getByRole('searchbox', { name: 'Search pitches' }).first().pressSequentially('solar');
  });
  const box = page.getByRole('searchbox', { name: 'Search pitches' }).first();
  await expect(box).toHaveValue('solar');
  await box.press('Enter');
  await expect(page).toHaveURL(/[?&]search=solar\b/, { timeout: 60_000 });
  await expect(page.getByRole('searchbox', { name: 'Search pitches' }).first()).toHaveValue('solar');
});

test('/contact-us-page: the fields and the tick typed early are sent', async ({ page }) => {
  await typeBeforeHydration(page, '/contact-us-page', async () => {
    await page.getByLabel('Name').pressSequentially('Early Typist');
    await page.getByLabel('Email').pressSequentially('early.typist@example.test');
    await page.getByLabel('Subject').pressSequentially('Typed first');
    await page.getByRole('textbox', { name: 'Message' }).pressSequentially('Typed before the page was live.');
    await page.getByRole('checkbox').check();
  });
  await expect(page.getByLabel('Name')).toHaveValue('Early Typist');
  await expect(page.getByRole('textbox', { name: 'Message' })).toHaveValue('Typed before the page was live.');
  await expect(page.getByRole('checkbox')).toBeChecked();
  await page.getByRole('combobox', { name: 'I am' }).click();
  await page.getByRole('option').first().click();
  const request = page.waitForRequest((r) => r.url().endsWith('/api/contactUs'), { timeout: 60_000 });
  await page.getByRole('button', { name: 'Send message' }).click();
  const sent = (await request).postData() ?? '';
  for (const text of [
    'Early Typist',
    'early.typist@example.test',
    'Typed first',
    'Typed before the page was live.',
  ])
    expect(sent).toContain(text);
  expect(sent).toMatch(/name="contact_me"\r\n\r\ntrue/);
});

test('/signup: the first step typed early, terms ticked, enables Next', async ({ page }) => {
  await typeBeforeHydration(page, '/signup?type=investor&stage=initial', async () => {
    await page.getByLabel('First name').pressSequentially('Early');
    await page.getByRole('checkbox').check();
  });
  await expect(page.getByLabel('First name')).toHaveValue('Early');
  await expect(page.getByRole('checkbox')).toBeChecked();
  // Next follows the form's state of the terms box: enabled only if the early tick reached it
  await expect(page.getByRole('button', { name: 'Next' })).toBeEnabled();
});

test('/forgotpassword: the e-mail typed early is sent', async ({ page }) => {
  await typeBeforeHydration(page, '/forgotpassword', async () => {
    await page.getByLabel('Email').pressSequentially('early.typist@example.test');
  });
  const request = page.waitForRequest((r) => r.url().endsWith('/api/forgetPassword'), { timeout: 60_000 });
  await page.getByRole('button', { name: /send|reset|continue/i }).click();
  expect((await request).postDataJSON()).toMatchObject({ email: 'early.typist@example.test' });
});

test('the header search keeps what was typed early, and the visitor in it, when the real box arrives', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  const box = page.getByRole('searchbox', { name: 'Search people and pitches' });
  await typeBeforeHydration(page, '/about-us', async () => {
    await box.pressSequentially('a');
  });
  // the real box (a combobox) takes the stand-in's place, with its text and the visitor still in it
  await expect(page.getByRole('combobox', { name: 'Search people and pitches' })).toHaveValue('a', {
    timeout: 60_000,
  });
  await expect(page.getByRole('combobox', { name: 'Search people and pitches' })).toBeFocused();
});

test('the guest pages break no rule of the content security policy and log no error', async ({ page }) => {
  // zod's compiled parsers (new Function) were blocked by `script-src 'self'` on every page that parsed
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __violations: string[] }).__violations = seen;
    document.addEventListener('securitypolicyviolation', (event) =>
      seen.push(`${event.violatedDirective} ${event.blockedURI}`),
    );
  });
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  for (const path of ['/', '/invest', '/login', '/signup?type=investor&stage=initial', '/contact-us-page']) {
    await page.goto(path);
    await page.locator(READY).waitFor({ state: 'attached', timeout: 60_000 });
    await page.waitForLoadState('networkidle');
    // a parse on each page: what the form checks with (its contract's schema), as a person submits it empty
    const submit = page.locator('main form button[type="submit"]:not([disabled])').first();
    if (await submit.count()) await submit.click();
    const violations = await page.evaluate(
      () => (window as unknown as { __violations: string[] }).__violations,
    );
    expect(violations, path).toEqual([]);
  }
  expect(errors).toEqual([]);
});
