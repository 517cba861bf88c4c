// The browser tests' `test`: its page waits, after each load, for the app to have taken over the
// page the server sent (the tests' build, npm run build:test, marks <html data-hydrated>:
// src/app/layout/PartHydrated.tsx; a production build has no such mark). Before that the page is
// there to read but its buttons and fields are not the app's yet: a click or typing would be lost.
import { test as base, type Page } from '@playwright/test';

async function untilHydrated(page: Page) {
  // about:blank, the mock bank's 3-D Secure page, an instalment provider's page: nothing of the app's to wait for.
  const url = page.url();
  if (!/^https?:/.test(url) || /^\/(gateway|providers)\//.test(new URL(url).pathname)) return;
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached', timeout: 30_000 });
}

export const test = base.extend({
  page: async ({ page }, run) => {
    const goto = page.goto.bind(page);
    const reload = page.reload.bind(page);
    page.goto = async (...args: Parameters<Page['goto']>) => {
      const response = await goto(...args);
      await untilHydrated(page);
      return response;
    };
    page.reload = async (...args: Parameters<Page['reload']>) => {
      const response = await reload(...args);
      await untilHydrated(page);
      return response;
    };
    await run(page);
  },
});
