import { test as base, type Page } from '@playwright/test';

export { expect, type Page } from '@playwright/test';

/**
 * Pages arrive rendered by the server, before their scripts have run; a person clicking that early
 * waits a moment, a journey must too. After each load of an app page, `page` waits until the app has
 * marked the document live (MarkReady in the root layout), so every click reaches React.
 */
export function whenLive(page: Page): Page {
  const live = async <R extends Awaited<ReturnType<Page['goto']>>>(response: R): Promise<R> => {
    const html = response?.ok() && response.headers()['content-type']?.startsWith('text/html');
    if (html) await page.locator('html[data-ready]').waitFor({ state: 'attached' });
    return response;
  };
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  page.goto = async (url, options) => live(await goto(url, options));
  page.reload = async (options) => live(await reload(options));
  return page;
}

/** Playwright's test, with a `page` that waits for the app after every load (whenLive). */
export const test = base.extend({
  page: async ({ page }, use) => {
    await use(whenLive(page));
  },
});
