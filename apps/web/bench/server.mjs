/**
 * The production build, started the way the e2e server is (`node ../api/dist/main.js`, a fresh data folder,
 * so the demo is seeded), and a Chromium to load its pages, for the benches beside this file.
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';
import { CHROMIUM_LAUNCH_OPTIONS } from '../chromium.mjs';

const API_KEY = 'bench-web-api-key';
const here = path.dirname(fileURLToPath(import.meta.url));
const serverEntry = path.resolve(here, '../../api/dist/main.js');
const webDist = path.resolve(here, '../dist/index.html');

export const quantile = (sorted, q) => sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)];
export const median = (values) =>
  quantile(
    [...values].sort((a, b) => a - b),
    0.5,
  );

async function waitForHealth(server, base) {
  // seeding the demo on a loaded machine (2 cores shared by several builds) can take minutes
  const deadline = Date.now() + 480_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`the server exited with code ${server.exitCode}`);
    try {
      if ((await fetch(`${base}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error('the server did not become healthy within 8 minutes');
}

/** A pitch of the demo listing, for the pitch page. */
export async function aPitch(base) {
  const answer = await fetch(`${base}/api/getInvestmentPageData`, {
    method: 'POST',
    headers: { 'x-api-key': API_KEY, 'content-type': 'application/json' },
    body: '{}',
  });
  const body = await answer.json();
  const pitch = body.investment_data?.[0]?.investments?.[0];
  if (!pitch) throw new Error(`the listing has no pitch: ${JSON.stringify(body).slice(0, 300)}`);
  return pitch;
}

/** Runs `bench(browser, base)` against a fresh production server on `port`, then stops both. */
export async function withServer(port, bench) {
  if (!existsSync(serverEntry) || !existsSync(webDist)) {
    console.error('The production build is missing: run `pnpm build` first.');
    process.exit(1);
  }
  const base = `http://127.0.0.1:${port}`;
  const dataDir = mkdtempSync(path.join(tmpdir(), 'angelbridge-web-bench-'));
  const server = spawn(process.execPath, [serverEntry], {
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      API_KEY,
      LOG_LEVEL: 'warn',
      SEED_DEMO: 'true',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  let browser;
  try {
    const started = Date.now();
    await waitForHealth(server, base);
    console.log(`[web] server up with the demo data in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    browser = await chromium.launch(CHROMIUM_LAUNCH_OPTIONS);
    return await bench(browser, base);
  } finally {
    await browser?.close();
    server.kill('SIGTERM');
    await new Promise((resolve) => server.once('exit', resolve));
    rmSync(dataDir, { recursive: true, force: true });
  }
}
