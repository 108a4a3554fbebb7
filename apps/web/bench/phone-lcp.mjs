/**
 * Every guest page on a throttled phone: each loaded cold (a fresh browser context, nothing cached) at
 * 1.6 Mbps down, 750 kbps up, 150 ms latency (CDP Network.emulateNetworkConditions) with the CPU 4x slower
 * (Emulation.setCPUThrottlingRate) in a phone's viewport, timing its Largest Contentful Paint (the last
 * 'largest-contentful-paint' entry once the app is live and the network quiet). Prints the median of
 * RUNS loads per page and whether it is within the goal.
 */
import { median } from './server.mjs';

export const LCP_GOAL_MS = 2_000;
export const PHONE = {
  viewport: { width: 390, height: 844 },
  deviceScaleFactor: 3,
  isMobile: true,
  hasTouch: true,
  userAgent:
    'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Mobile Safari/537.36',
};
export const NETWORK = {
  offline: false,
  latency: 150,
  downloadThroughput: (1.6 * 1_000_000) / 8,
  uploadThroughput: (750 * 1_000) / 8,
};

/** The guest pages, by what a visitor types. */
const guestPages = (pitch) => [
  '/',
  '/invest',
  `/project/${pitch._id}`,
  '/scout',
  '/funding',
  '/about-us',
  '/login',
  '/signup',
  '/forgotpassword',
  '/contact-us-page',
  '/term-condition',
  '/privacy',
];

/** The page's Largest Contentful Paint so far, in ms from navigation start. */
function largestPaint() {
  return new Promise((resolve) => {
    new PerformanceObserver((list) => resolve(list.getEntries().at(-1).startTime)).observe({
      type: 'largest-contentful-paint',
      buffered: true,
    });
  });
}

async function coldLoad(browser, url) {
  const context = await browser.newContext(PHONE);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', NETWORK);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await page.goto(url, { waitUntil: 'load', timeout: 60_000 });
  await page.locator('html[data-ready]').waitFor({ state: 'attached', timeout: 60_000 });
  await page.waitForLoadState('networkidle', { timeout: 60_000 });
  const lcp = await page.evaluate(largestPaint);
  await context.close();
  return lcp;
}

/** Returns true when every page's median is within the goal. */
export async function phoneLcp(browser, base, pitch, runs, only = '') {
  console.log(
    `[web] phone, cold: 1.6 Mbps, 150 ms, CPU x4, ${PHONE.viewport.width}x${PHONE.viewport.height}; median LCP of ${runs} loads; goal <= ${LCP_GOAL_MS} ms`,
  );
  console.log(`[web] ${'page'.padEnd(52)} ${'median'.padStart(7)}  loads`);
  let ok = true;
  const chosen = only ? only.split(',') : null;
  for (const pagePath of guestPages(pitch).filter((p) => !chosen || chosen.some((c) => p.startsWith(c)))) {
    // one load outside the count, so the server's caches are warm as they are for most visitors
    await coldLoad(browser, base + pagePath);
    const loads = [];
    for (let i = 0; i < runs; i += 1) loads.push(await coldLoad(browser, base + pagePath));
    const within = median(loads) <= LCP_GOAL_MS;
    ok &&= within;
    const shown = loads.map((ms) => ms.toFixed(0)).join(', ');
    console.log(
      `[web] ${pagePath.padEnd(52)} ${`${median(loads).toFixed(0)} ms`.padStart(7)}  ${shown}${within ? '' : '  OVER GOAL'}`,
    );
  }
  return ok;
}
