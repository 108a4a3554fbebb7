/**
 * `pnpm --filter @angelbridge/web bench`: how fast the app's pages show on a throttled phone (phone-lcp.mjs:
 * every guest page's Largest Contentful Paint, goal 2 s), how soon their forms take input there
 * (phone-input.mjs: goal 1 s after first paint, and nothing typed before is lost) and how fast the discovery pages paint and go live
 * on this machine (local-paint.mjs: budget 300 ms warm), against the production build (server.mjs).
 * Exits 1 when a page misses its goal or budget.
 *
 * Needs `pnpm build` first. BENCH_WEB_PORT (3190), BENCH_WEB_RUNS (9 local loads; the phone takes the
 * median of 3), BENCH_WEB_ONLY (phone, input or local), BENCH_WEB_PAGES (the phone's pages
 * whose paths start with one of these, comma-separated).
 */
import { localPaint } from './local-paint.mjs';
import { phoneInput } from './phone-input.mjs';
import { phoneLcp } from './phone-lcp.mjs';
import { aPitch, withServer } from './server.mjs';

const PORT = Number(process.env.BENCH_WEB_PORT ?? 3190);
const RUNS = Number(process.env.BENCH_WEB_RUNS ?? 9);
const ONLY = process.env.BENCH_WEB_ONLY;

const ok = await withServer(PORT, async (browser, base) => {
  const pitch = await aPitch(base);
  const only = (part) => !ONLY || ONLY === part;
  const phone = !only('phone') || (await phoneLcp(browser, base, pitch, 3, process.env.BENCH_WEB_PAGES));
  const input = !only('input') || (await phoneInput(browser, base, 3, process.env.BENCH_WEB_PAGES));
  const local = !only('local') || (await localPaint(browser, base, pitch, RUNS));
  return phone && input && local;
});
if (!ok) process.exitCode = 1;
