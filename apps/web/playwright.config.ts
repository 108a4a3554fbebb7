import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_LAUNCH_OPTIONS } from './chromium.mjs';

// E2E_PORT lets two runs (say, two developers' checks) share a machine.
const PORT = Number(process.env.E2E_PORT ?? 3100);
const BASE_URL = `http://127.0.0.1:${PORT}`;

// Every run starts from an empty database, so journeys never depend on what an earlier run left behind.
const dataDir = mkdtempSync(join(tmpdir(), 'angelbridge-e2e-'));

export default defineConfig({
  testDir: 'e2e',
  fullyParallel: false,
  forbidOnly: Boolean(process.env.CI),
  retries: process.env.CI ? 1 : 0,
  workers: process.env.CI ? 1 : undefined,
  // the list is what CI reads (and traces of failures stay in test-results); an HTML report costs time there
  reporter: 'list',
  timeout: 30_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL: BASE_URL,
    // Recording a trace (a screencast and a DOM snapshot per action) costs a third of a journey's time and
    // most of the browser's CPU; CI records it on a failure's retry, a developer's run on every failure.
    trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure',
    screenshot: 'only-on-failure',
    // The theme respects reduced motion: dialogs open and close without waiting out their transitions.
    reducedMotion: 'reduce',
  },
  projects: [
    {
      name: 'chromium',
      use: {
        ...devices['Desktop Chrome'],
        // Playwright cannot download browsers here; Debian's Chromium is used instead.
        launchOptions: CHROMIUM_LAUNCH_OPTIONS,
      },
    },
  ],
  webServer: {
    // The production shape: the API serves the built SPA (apps/web/dist) and /api from one port.
    command: 'node ../api/dist/main.js',
    url: `${BASE_URL}/api/health`,
    // The API refuses keys shorter than 8 characters.
    env: { PORT: String(PORT), DATA_DIR: dataDir, API_KEY: 'e2e-api-key' },
    reuseExistingServer: false,
    // a first start seeds the demo, which takes minutes on a busy machine
    timeout: 300_000,
    // The request log is noise here; start-up failures arrive on stderr.
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
