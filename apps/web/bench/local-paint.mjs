/**
 * How fast the discovery pages show their content in Chromium on this machine, unthrottled: each page
 * loaded several times in fresh browser contexts, timing from the start of navigation the first pitch card
 * on /invest and the pitch's name on /project/{id}: when it is painted (the budget), and when the app is
 * live (hydrated, answering input). A page without data (/about-us) is timed too, as the reference for what
 * the app shell costs on this machine. Prints the median and p95 of cold loads (empty browser cache) and
 * warm loads (a returning visitor, whose cache holds the hashed scripts).
 */
import { quantile } from './server.mjs';

const BUDGET_MS = 300;

/**
 * Installed before the page's own scripts: records performance.now() (milliseconds since navigation
 * start) the first time an element matching `check` is in the DOM, and when the app marks the document
 * live (html[data-ready]: hydrated over the server's HTML, or rendered in the browser).
 */
function watchFor(check) {
  const seen = () => {
    if (window.__benchSeen === undefined && check()) window.__benchSeen = performance.now();
    if (window.__benchLive === undefined && document.documentElement?.hasAttribute('data-ready')) {
      window.__benchLive = performance.now();
    }
  };
  new MutationObserver(seen).observe(document, {
    childList: true,
    subtree: true,
    characterData: true,
    attributes: true,
    attributeFilter: ['data-ready'],
  });
}

/**
 * When the element was on screen: in the DOM, and painted. HTML from the server is in the DOM while it is
 * still parsing, before its stylesheet allows a paint, so the later of that moment and the first
 * contentful paint counts.
 */
function paintedAt() {
  return new Promise((resolve) => {
    const done = (paint) => resolve(Math.max(paint.startTime, window.__benchSeen));
    const [fcp] = performance.getEntriesByName('first-contentful-paint');
    if (fcp) return done(fcp);
    new PerformanceObserver((list) => {
      const entry = list.getEntries().find((e) => e.name === 'first-contentful-paint');
      if (entry) done(entry);
    }).observe({ type: 'paint', buffered: true });
  });
}

const checks = {
  heading: () => document.querySelector('main h1') !== null,
  card: () => document.querySelector('main a[href^="/project/"]') !== null,
  name: (name) => [...document.querySelectorAll('main h1')].some((h) => h.textContent === name),
};

/** One timed load of `url` in `context`: milliseconds from navigation start to the element painted, and to live. */
async function timeLoad(context, url, check, arg) {
  const page = await context.newPage();
  // The page runs the watcher as source text, ahead of its own scripts.
  await page.addInitScript(`(${watchFor})(() => (${check})(${JSON.stringify(arg ?? null)}));`);
  await page.goto(url, { waitUntil: 'commit' });
  await page.waitForFunction(() => window.__benchSeen !== undefined, null, { timeout: 30_000 });
  const painted = await page.evaluate(paintedAt);
  await page.waitForFunction(() => window.__benchLive !== undefined, null, { timeout: 30_000 });
  const live = await page.evaluate(() => window.__benchLive);
  await page.close();
  return { painted, live };
}

async function measure(browser, runs, label, url, check, arg) {
  const cold = { painted: [], live: [] };
  const warm = { painted: [], live: [] };
  const add = (into, load) => {
    into.painted.push(load.painted);
    into.live.push(load.live);
  };
  // A first load outside the count lets the server warm its caches and the OS its files.
  const first = await browser.newContext();
  await timeLoad(first, url, check, arg);
  await first.close();
  for (let i = 0; i < runs; i += 1) {
    const context = await browser.newContext();
    add(cold, await timeLoad(context, url, check, arg));
    add(warm, await timeLoad(context, url, check, arg));
    await context.close();
  }
  const stats = (values) => {
    const sorted = [...values].sort((a, b) => a - b);
    return { median: quantile(sorted, 0.5), p95: quantile(sorted, 0.95) };
  };
  const both = (loads) => ({ ...stats(loads.painted), live: stats(loads.live).median });
  return { label, cold: both(cold), warm: both(warm) };
}

/** Returns true when every warm median is within the budget. */
export async function localPaint(browser, base, pitch, runs) {
  // The app shell alone (a page without data): what every page pays before its own work starts.
  const shell = await measure(
    browser,
    runs,
    'shell: heading on /about-us',
    `${base}/about-us`,
    checks.heading,
  );
  const results = [
    await measure(browser, runs, 'first pitch card on /invest', `${base}/invest`, checks.card),
    await measure(
      browser,
      runs,
      'pitch name on /project/{id}',
      `${base}/project/${pitch._id}`,
      checks.name,
      pitch.name_of_pitch,
    ),
  ];
  let failed = false;
  const ms = (n) => `${n.toFixed(0).padStart(4)} ms`;
  console.log(
    `[web] ${runs} loads each, Chromium, localhost; painted = in the DOM and painted; live = the app answers input`,
  );
  console.log(`[web] budget: warm median painted < ${BUDGET_MS} ms`);
  const line = (r, verdict) =>
    `[web] ${r.label.padEnd(30)} painted warm median ${ms(r.warm.median)} p95 ${ms(r.warm.p95)} · cold median ${ms(r.cold.median)} p95 ${ms(r.cold.p95)} · live warm ${ms(r.warm.live)} cold ${ms(r.cold.live)} ${verdict}`;
  console.log(line(shell, '(reference)'));
  for (const r of results) {
    const ok = r.warm.median < BUDGET_MS;
    failed ||= !ok;
    console.log(line(r, ok ? 'ok' : 'OVER BUDGET'));
  }
  return !failed;
}
