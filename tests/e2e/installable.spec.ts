import { expect } from '@playwright/test';
import { test } from './fixtures';
import { useLanguage } from './support';

// The store can be put on a home screen in each language: every page links its language's web
// app manifest, and Chromium's own check of what installing needs finds nothing missing.

const DIRECTION = { ar: 'rtl', en: 'ltr' } as const;

for (const language of ['ar', 'en'] as const) {
  test(`in ${language}, the page links its language's manifest and Chromium can install the store`, async ({ playwright, launchOptions, baseURL }) => {
    // A browser profile of its own: Playwright's usual context is incognito, where Chromium installs nothing ("in-incognito").
    const context = await playwright.chromium.launchPersistentContext('', { ...launchOptions, baseURL });
    try {
      const page = context.pages()[0] ?? (await context.newPage());
      await useLanguage(page, language);
      await page.goto('/');
      const cdp = await context.newCDPSession(page);

      // The manifest Chromium found on the page, as it read it.
      const { url, errors, data } = await cdp.send('Page.getAppManifest');
      expect(new URL(url).pathname).toBe(`/manifest.${language}.webmanifest`);
      expect(errors).toEqual([]);
      const manifest = JSON.parse(data ?? '{}');
      // Its name is the store's in the page's own words (the catalogue's, as the link previews have it).
      const storeName = await page.locator('meta[property="og:site_name"]').getAttribute('content');
      expect(manifest).toMatchObject({ lang: language, dir: DIRECTION[language], name: storeName, short_name: storeName, start_url: '/', scope: '/' });

      const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
      expect(installabilityErrors).toEqual([]);
    } finally {
      await context.close();
    }
  });
}
