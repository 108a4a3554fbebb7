/**
 * When a guest page's form answers input on the throttled phone of phone-lcp.mjs (1.6 Mbps, 150 ms, CPU
 * x4): each page loaded cold, one character typed into its first field as soon as the server's HTML shows
 * it, and timed from navigation start: the first paint, the Largest Contentful Paint, and when the app's
 * own change handler holds the field (React has hydrated it: its props, with onChange, are on the element;
 * from then on every keystroke reaches the form's state). "kept" says whether the character typed before
 * that survived into the live form (ARCHITECTURE convention 20). Goal: usable within 1 s of first paint.
 */
import { NETWORK, PHONE } from './phone-lcp.mjs';
import { median } from './server.mjs';

export const USABLE_AFTER_PAINT_GOAL_MS = 1_000;

/** The guest pages with a form, and the field typed into first. */
const FORM_PAGES = [
  ['/login', 'main input[type="email"]'],
  ['/signup?type=investor&stage=initial', 'main input:not([type="hidden"])'],
  ['/forgotpassword', 'main input[type="email"]'],
  ['/contact-us-page', 'main input:not([type="hidden"])'],
  ['/invest', 'main input[type="search"]'],
];

/**
 * Installed before the page's scripts: records (ms since navigation start) when the field is first in
 * the DOM and, polling each frame, when React has put its handlers on it (React's own props key).
 */
function watchField(selector) {
  const check = () => {
    const field = document.querySelector(selector);
    if (field && window.__fieldAt === undefined) window.__fieldAt = performance.now();
    const handled =
      field && Object.keys(field).some((key) => key.startsWith('__reactProps$') && field[key].onChange);
    if (handled) window.__handledAt = performance.now();
    else requestAnimationFrame(check);
  };
  new MutationObserver((_, observer) => {
    if (!document.querySelector(selector)) return;
    observer.disconnect();
    check();
  }).observe(document, { childList: true, subtree: true });
}

function paints() {
  const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.NaN;
  const done = (lcp) => ({ fcp, lcp, field: window.__fieldAt, handled: window.__handledAt });
  return new Promise((resolve) => {
    new PerformanceObserver((list) => resolve(done(list.getEntries().at(-1).startTime))).observe({
      type: 'largest-contentful-paint',
      buffered: true,
    });
    // A key pressed before any contentful paint ends LCP with no entry at all, and the observer is then
    // never called: the bench would hang. Buffered entries arrive within a frame, so a second is plenty.
    setTimeout(() => resolve(done(Number.NaN)), 1_000);
  });
}

async function coldLoad(browser, url, selector) {
  const context = await browser.newContext(PHONE);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', NETWORK);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await page.addInitScript(watchField, selector);
  await page.goto(url, { waitUntil: 'commit', timeout: 60_000 });
  const field = page.locator(selector).first();
  await field.waitFor({ state: 'attached', timeout: 60_000 });
  await field.press('k', { timeout: 60_000 });
  await page.locator('html[data-ready]').waitFor({ state: 'attached', timeout: 60_000 });
  await page.waitForFunction(() => window.__handledAt !== undefined, null, { timeout: 60_000 });
  const timing = await page.evaluate(paints);
  const kept = (await field.inputValue()).includes('k');
  await context.close();
  return { ...timing, kept };
}

/** Returns true when every page's median is usable within the goal after its first paint. */
export async function phoneInput(browser, base, runs, only = '') {
  console.log(
    `[web] phone forms, cold: first input handled (median of ${runs}); goal <= ${USABLE_AFTER_PAINT_GOAL_MS} ms after first paint`,
  );
  console.log(
    `[web] ${'page'.padEnd(38)} ${'FCP'.padStart(6)} ${'LCP'.padStart(6)} ${'input'.padStart(6)} ${'after FCP'.padStart(9)}  kept`,
  );
  let ok = true;
  const chosen = only ? only.split(',') : null;
  for (const [pagePath, selector] of FORM_PAGES.filter(
    ([p]) => !chosen || chosen.some((c) => p.startsWith(c)),
  )) {
    await coldLoad(browser, base + pagePath, selector); // warms the server's caches
    const loads = [];
    for (let i = 0; i < runs; i += 1) loads.push(await coldLoad(browser, base + pagePath, selector));
    const fcp = median(loads.map((l) => l.fcp));
    const lcp = median(loads.map((l) => l.lcp));
    const handled = median(loads.map((l) => l.handled));
    const after = median(loads.map((l) => l.handled - l.fcp));
    const kept = loads.filter((l) => l.kept).length;
    const within = after <= USABLE_AFTER_PAINT_GOAL_MS;
    ok &&= within && kept === loads.length;
    const ms = (n) => `${n.toFixed(0)}`.padStart(6);
    console.log(
      `[web] ${pagePath.padEnd(38)} ${ms(fcp)} ${ms(lcp)} ${ms(handled)} ${ms(after).padStart(9)}  ${kept}/${loads.length}${within ? '' : '  OVER GOAL'}`,
    );
  }
  return ok;
}
