// A deploy while a shopper's tab is open: the page asks for a chunk of the build it came with,
// which the new build no longer has. The page loads again once (and gets the new build); a chunk
// still missing after that is left to the page, never reloaded in a loop.
import { expect } from '@playwright/test';
import { test } from './fixtures';
import { useLanguage as storeLanguage } from './support';

for (const language of ['ar', 'en'] as const) {
  test(`a chunk a deploy took away reloads the page once, and only once (${language})`, async ({ page }) => {
    await storeLanguage(page, language);
    const documents: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'document') documents.push(new URL(request.url()).pathname);
    });
    await page.goto('/About');
    // The language dialog's code loads when it is first opened: here it is gone, as after a deploy.
    await page.route('**/assets/LanguageDialog-*.js', (route) => route.fulfill({ status: 404, contentType: 'text/html', body: 'Not Found' }));
    const languageLink = page.getByRole('link', { name: language === 'ar' ? /^تغيير اللغة،/ : /^Change language,/ });

    // A mark on this document: a reload makes a new one without it.
    await page.evaluate(() => ((window as unknown as { beforeReload: boolean }).beforeReload = true));
    await languageLink.click();
    await expect.poll(() => documents).toEqual(['/About', '/About']);
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
    expect(await page.evaluate(() => 'beforeReload' in window)).toBe(false);

    // The same chunk fails again on the new page: reported, and the page stays as it is.
    await page.evaluate(() => ((window as unknown as { afterReload: boolean }).afterReload = true));
    // The page asks the server whether the chunk is gone before it reloads: once it has its answer.
    const asked = page.waitForResponse((response) => response.request().method() === 'HEAD' && /\/assets\/LanguageDialog-/.test(response.url()));
    await languageLink.click();
    expect((await asked).status()).toBe(404);
    await page.waitForLoadState('load');
    expect(await page.evaluate(() => 'afterReload' in window)).toBe(true);
    expect(documents).toEqual(['/About', '/About']);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });
}
