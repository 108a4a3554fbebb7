/**
 * How the tests and the benches start Chromium: Playwright cannot download browsers here, so Debian's
 * Chromium is used, with the flags a headless run in a container needs. One list for playwright.config.ts
 * and bench/server.mjs, so what is measured runs as what is tested.
 */
export const CHROMIUM_LAUNCH_OPTIONS = {
  executablePath: '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
};
